/**
 * The icon names Strapi's content manager can draw for a component (`COMPONENT_ICONS` in
 * @strapi/content-manager's admin/components/ComponentIcon.js, Strapi 5.54), in its order. Any other name shows
 * its default icon. Kept here so codegen runs without cms/ installed; componentIcons.test.ts compares it with
 * the installed Strapi's.
 */
export const COMPONENT_ICONS: readonly string[] = [
  'alien', 'apps', 'archive', 'arrowDown', 'arrowLeft', 'arrowRight', 'arrowUp', 'attachment', 'bell', 'bold',
  'book', 'briefcase', 'brush', 'bulletList', 'calendar', 'car', 'cast', 'chartBubble', 'chartCircle', 'chartPie',
  'check', 'clock', 'cloud', 'code', 'cog', 'collapse', 'command', 'connector', 'crop', 'crown', 'cup', 'cursor',
  'dashboard', 'database', 'discuss', 'doctor', 'earth', 'emotionHappy', 'emotionUnhappy', 'envelop', 'exit',
  'expand', 'eye', 'feather', 'file', 'fileError', 'filePdf', 'fileXls', 'fileZip', 'fileCsv', 'filter', 'folder',
  'gate', 'gift', 'globe', 'grid', 'handHeart', 'hashtag', 'headphone', 'heart', 'house', 'information', 'italic',
  'key', 'landscape', 'layer', 'layout', 'lightbulb', 'link', 'lock', 'magic', 'manyToMany', 'manyToOne', 'manyWays',
  'medium', 'message', 'microphone', 'monitor', 'moon', 'music', 'oneToMany', 'oneToOne', 'oneWay', 'paint',
  'paintBrush', 'paperPlane', 'pencil', 'phone', 'picture', 'pin', 'pinMap', 'plane', 'play', 'plus', 'priceTag',
  'puzzle', 'question', 'quote', 'refresh', 'restaurant', 'rocket', 'rotate', 'scissors', 'search', 'seed', 'server',
  'shield', 'shirt', 'shoppingCart', 'slideshow', 'stack', 'star', 'store', 'strikeThrough', 'sun', 'television',
  'thumbDown', 'thumbUp', 'train', 'twitter', 'typhoon', 'underline', 'user', 'volumeMute', 'volumeUp', 'walk',
  'wheelchair', 'write',
]
