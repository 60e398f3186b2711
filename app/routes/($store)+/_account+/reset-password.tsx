// /reset-password is the auth screen too, opened on its forgot-password form.
export { ErrorBoundary, action, default, headers, loader, meta } from './login'
