import {
  devClearCacheResultSchema,
  devFixResultSchema,
  devToolsPaths,
  devUserSearchSchema,
  devViewAsSchema,
} from '../../../contract/dev-tools';
import { apiPath, apiRequest } from '../../lib/api-client';

/** The developer panel's admin-only calls (the server refuses anyone but an admin). */
export const devToolsApi = {
  search: (q: string) =>
    apiRequest(`${devToolsPaths.users}?q=${encodeURIComponent(q)}`, { schema: devUserSearchSchema }),
  fix: (id: string) =>
    apiRequest(apiPath(devToolsPaths.fix, { id }), { method: 'POST', body: {}, schema: devFixResultSchema }),
  clearCache: (id: string) =>
    apiRequest(apiPath(devToolsPaths.clearCache, { id }), {
      method: 'POST',
      body: {},
      schema: devClearCacheResultSchema,
    }),
  viewAs: (id: string) => apiRequest(apiPath(devToolsPaths.viewAs, { id }), { schema: devViewAsSchema }),
};
