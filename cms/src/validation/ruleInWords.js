'use strict';

const TYPE_WORDS = { string: 'text', integer: 'a whole number', number: 'a number', boolean: 'yes or no', array: 'a list', object: 'a group of fields' };
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * An ajv error of a generated validator in words an editor can act on: "must look like "pricing-table": …",
 * "must be one of: xl, lg", "needs at least 1 item". The words come from the schema itself (its examples and
 * description), so a rule and its explanation never drift apart.
 */
function ruleInWords(rules, error) {
  const { keyword, params = {} } = error;
  switch (keyword) {
    case 'required':
      return 'is required';
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${plural(params.limit, 'character')}`;
    case 'maxLength':
      return `must be at most ${plural(params.limit, 'character')}`;
    case 'pattern': {
      const schema = rules.patterns.get(params.pattern) || {};
      const example = Array.isArray(schema.examples) ? schema.examples[0] : undefined;
      const why = typeof schema.description === 'string' ? `: ${schema.description.replace(/\.$/, '')}` : '';
      return example === undefined ? `does not have the expected form${why}` : `must look like "${example}"${why}`;
    }
    case 'enum':
      return `must be one of: ${params.allowedValues.join(', ')}`;
    case 'minItems':
      return `needs at least ${plural(params.limit, 'item')}`;
    case 'maxItems':
      return `takes at most ${plural(params.limit, 'item')}`;
    case 'minimum':
      return `must be at least ${params.limit}`;
    case 'maximum':
      return `must be at most ${params.limit}`;
    case 'type':
      return `must be ${String(params.type).split(',').map((type) => TYPE_WORDS[type] || type).join(' or ')}`;
    case 'additionalProperties':
      return 'is not a field of this schema';
    default:
      return error.message || 'does not match its schema';
  }
}

module.exports = { ruleInWords };
