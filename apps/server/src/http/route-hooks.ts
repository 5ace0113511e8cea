/**
 * A route's hooks of one kind (as `onRoute` sees them: none, one, or a list) with `hook`
 * added last. Plugins that concern only some routes add their hooks there, so the other
 * routes' requests never run them.
 */
export function withHook<Hook>(hooks: Hook | Hook[] | undefined, hook: Hook): Hook[] {
  return [...(hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]), hook];
}
