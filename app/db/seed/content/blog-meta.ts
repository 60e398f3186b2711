import type { BlogPostMeta } from './types'

/**
 * The blog posts shared by all store views: the same slug, author, date and picture in
 * every language; the text lives in blog-en.ts, blog-de.ts and blog-it.ts.
 */
export const BLOG_POSTS = [
  {
    slug: 'how-to-choose-a-fridge',
    category: 'buying-guides',
    author: 'Aisha Patel',
    publishedAt: '2026-01-20T07:00:00.000Z',
    shape: 'fridge',
  },
  {
    slug: 'load-shedding-appliance-tips',
    category: 'care-and-repair',
    author: 'Pieter van der Merwe',
    publishedAt: '2026-02-17T07:00:00.000Z',
    shape: 'stove',
  },
  {
    slug: 'descaling-a-kettle-in-hard-water-areas',
    category: 'care-and-repair',
    author: 'Pieter van der Merwe',
    publishedAt: '2026-03-10T07:00:00.000Z',
    shape: 'kettle',
  },
  {
    slug: 'bobotie-spiced-air-fryer-chicken-wings',
    category: 'recipes',
    author: 'Lerato Mokoena',
    publishedAt: '2026-04-07T07:00:00.000Z',
    shape: 'airfryer',
  },
  {
    slug: 'reading-energy-labels',
    category: 'buying-guides',
    author: 'Aisha Patel',
    publishedAt: '2026-05-12T07:00:00.000Z',
    shape: 'washer',
  },
  {
    slug: 'washing-machine-care',
    category: 'care-and-repair',
    author: 'Pieter van der Merwe',
    publishedAt: '2026-06-16T07:00:00.000Z',
    shape: 'washer',
  },
  {
    slug: 'choosing-a-coffee-machine',
    category: 'buying-guides',
    author: 'Aisha Patel',
    publishedAt: '2026-07-21T07:00:00.000Z',
    shape: 'coffee',
  },
  {
    slug: 'buttermilk-rusks',
    category: 'recipes',
    author: 'Lerato Mokoena',
    publishedAt: '2026-08-25T07:00:00.000Z',
    shape: 'oven',
  },
  {
    slug: 'choosing-a-vacuum-cleaner',
    category: 'buying-guides',
    author: 'Aisha Patel',
    publishedAt: '2026-09-29T07:00:00.000Z',
    shape: 'vacuum',
  },
  {
    slug: 'green-smoothie-for-busy-mornings',
    category: 'recipes',
    author: 'Lerato Mokoena',
    publishedAt: '2026-10-20T07:00:00.000Z',
    shape: 'blender',
  },
] as const satisfies readonly BlogPostMeta[]

export type BlogSlug = (typeof BLOG_POSTS)[number]['slug']
