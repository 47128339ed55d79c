import { setNonce } from 'get-nonce';

// Our CSP allows no inline code without the page's per-request nonce (the server puts it in a meta tag).
// Radix's scroll lock adds a <style> element at runtime; get-nonce hands it the nonce.
if (typeof document !== 'undefined') {
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (nonce) setNonce(nonce);
}
