import { describe, expect, it } from 'vitest'
import { serializeQuery } from './serializeQuery'
import type { StrapiParams } from './types'

describe('serializeQuery', () => {
  const cases: Array<[string, StrapiParams, string]> = [
    ['a filter with an operator', { filters: { slug: { $eq: 'home' } } }, 'filters[slug][$eq]=home'],
    [
      'a nested populate with an array',
      { populate: { seo: { populate: ['metaImage'] } } },
      'populate[seo][populate][0]=metaImage',
    ],
    ['pagination', { pagination: { page: 2, pageSize: 10 } }, 'pagination[page]=2&pagination[pageSize]=10'],
    ['a sort array keeping the colon literal', { sort: ['publishedDate:desc', 'id:desc'] }, 'sort[0]=publishedDate:desc&sort[1]=id:desc'],
    ['the draft status', { status: 'draft' }, 'status=draft'],
    ['a relation filter', { filters: { author: { slug: { $eq: 'ana' } } } }, 'filters[author][slug][$eq]=ana'],
    ['booleans and $ne', { filters: { excludeFromFooter: { $eq: false }, brand: { $ne: 'lumen' } } }, 'filters[excludeFromFooter][$eq]=false&filters[brand][$ne]=lumen'],
    ['$in arrays', { filters: { slug: { $in: ['a', 'b'] } } }, 'filters[slug][$in][0]=a&filters[slug][$in][1]=b'],
    ['values with reserved characters encoded', { filters: { title: { $containsi: 'a&b=c d/e?#+' } } }, 'filters[title][$containsi]=a%26b%3Dc%20d%2Fe%3F%23%2B'],
    ['unicode values', { q: 'café' }, 'q=caf%C3%A9'],
    ['a populate wildcard', { populate: '*' }, 'populate=*'],
    ['null as an empty value', { locale: null }, 'locale='],
    ['undefined values left out', { locale: undefined, status: 'published' }, 'status=published'],
    ['dates as ISO strings', { filters: { publishedDate: { $lt: new Date('2024-01-02T03:04:05.000Z') } } }, 'filters[publishedDate][$lt]=2024-01-02T03:04:05.000Z'],
    ['an array of objects', { filters: { $or: [{ slug: { $eq: 'a' } }, { slug: { $eq: 'b' } }] } }, 'filters[$or][0][slug][$eq]=a&filters[$or][1][slug][$eq]=b'],
    ['comma lists kept literal', { fields: 'title,slug' }, 'fields=title,slug'],
  ]

  it.each(cases)('serialises %s', (_name, params, expected) => {
    expect(serializeQuery(params)).toBe(expected)
  })

  it('returns an empty string without params', () => {
    expect(serializeQuery(undefined)).toBe('')
    expect(serializeQuery({})).toBe('')
  })

  it('round-trips through URLSearchParams to the same values', () => {
    const query = serializeQuery({ filters: { title: { $eq: 'Tips & tricks: 100% = fun' } } })
    expect(new URLSearchParams(query).get('filters[title][$eq]')).toBe('Tips & tricks: 100% = fun')
  })
})
