import { api } from '@portal/contracts';
import { useCatalogueQuery } from '@portal/api';

// Public content is not any customer's resource: it is kept like reference data, outside the groups.
/** The provider's list is one array (newest first): the blog page slices it into pages. */
export const useBlogList = () => useCatalogueQuery(api.support.blogList, undefined, { staleTime: 60_000 });
export const useHeaderArticles = () => useCatalogueQuery(api.support.blogHeader, undefined, { staleTime: 60_000 });
export const useArticle = (link: string) => useCatalogueQuery(api.support.blogGet, { params: { link } }, { staleTime: 60_000, retry: false });
export const useRandomArticles = (link: string) => useCatalogueQuery(api.support.blogRandom, { params: { link } }, { staleTime: 60_000 });
export const useComments = (articleId: number | undefined) =>
  useCatalogueQuery(api.support.commentList, { params: { id: articleId ?? 0 } }, { enabled: !!articleId, staleTime: 0 });
