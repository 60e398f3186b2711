/**
 * The content provider's entry: CMS pages and blocks, the blog and the magazine. Routes and components import
 * this file, not the files beside it (docs/decisions/0065); the re-exports below are what they use. Other
 * server code imports the file that defines a name.
 */
export { datedPosts, loadBlogList } from './blog-page.server'
export {
  getBlogPostPage,
  listBlogCategories,
  listBlogPage,
  listBlogPostAddresses,
  MAGAZINE_PAGE,
  MAGAZINE_POSTS,
  relatedProducts,
  type BlogCategory,
  type BlogPostCard,
} from './blog.server'
export {
  contentPath,
  getBanners,
  getCmsBlock,
  getCmsPage,
  getFooterLinks,
  getLayoutBlocks,
  listCmsPageIdentifiers,
  listStoreLocations,
  type Banner,
  type FooterColumn,
  type LayoutBlocks,
} from './content.server'
