import type { BlogPostMeta } from './types'

/**
 * The blog posts shared by all store views: the same slug, author, date and picture in
 * every language; the text lives in blog-en.ts, blog-de.ts and blog-it.ts. `related` are the SKUs of
 * the demo catalogue's fixed products (DEMO_FIXTURES) the post recommends, in order.
 */
export const BLOG_POSTS = [
  {
    slug: 'how-to-choose-a-fridge',
    category: 'buying-guides',
    author: 'Aisha Patel',
    publishedAt: '2026-01-20T07:00:00.000Z',
    shape: 'fridge',
    related: ['FRG-0903', 'FLT-0916'],
  },
  {
    slug: 'load-shedding-appliance-tips',
    category: 'care-and-repair',
    author: 'Pieter van der Merwe',
    publishedAt: '2026-02-17T07:00:00.000Z',
    shape: 'stove',
    related: ['STV-0917', 'MIC-0904', 'WAR-0914'],
  },
  {
    slug: 'descaling-a-kettle-in-hard-water-areas',
    category: 'care-and-repair',
    author: 'Pieter van der Merwe',
    publishedAt: '2026-03-10T07:00:00.000Z',
    shape: 'kettle',
    related: ['KET-0908', 'SET-0912'],
  },
  {
    slug: 'bobotie-spiced-air-fryer-chicken-wings',
    category: 'recipes',
    author: 'Lerato Mokoena',
    publishedAt: '2026-04-07T07:00:00.000Z',
    shape: 'airfryer',
    related: ['AFR-0910', 'EBK-0905'],
  },
  {
    slug: 'reading-energy-labels',
    category: 'buying-guides',
    author: 'Aisha Patel',
    publishedAt: '2026-05-12T07:00:00.000Z',
    shape: 'washer',
    related: ['WSH-0911', 'FRG-0903'],
  },
  {
    slug: 'washing-machine-care',
    category: 'care-and-repair',
    author: 'Pieter van der Merwe',
    publishedAt: '2026-06-16T07:00:00.000Z',
    shape: 'washer',
    related: ['WSH-0911', 'WAR-0914'],
  },
  {
    slug: 'choosing-a-coffee-machine',
    category: 'buying-guides',
    author: 'Aisha Patel',
    publishedAt: '2026-07-21T07:00:00.000Z',
    shape: 'coffee',
    related: ['COF-0909', 'SET-0912'],
  },
  {
    slug: 'buttermilk-rusks',
    category: 'recipes',
    author: 'Lerato Mokoena',
    publishedAt: '2026-08-25T07:00:00.000Z',
    shape: 'oven',
    related: ['EBK-0915', 'BND-0913'],
  },
  {
    slug: 'choosing-a-vacuum-cleaner',
    category: 'buying-guides',
    author: 'Aisha Patel',
    publishedAt: '2026-09-29T07:00:00.000Z',
    shape: 'vacuum',
    related: ['WAR-0914'],
  },
  {
    slug: 'green-smoothie-for-busy-mornings',
    category: 'recipes',
    author: 'Lerato Mokoena',
    publishedAt: '2026-10-20T07:00:00.000Z',
    shape: 'blender',
    related: ['BLN-0906', 'EBK-0905'],
  },
] as const satisfies readonly BlogPostMeta[]

export type BlogSlug = (typeof BLOG_POSTS)[number]['slug']
