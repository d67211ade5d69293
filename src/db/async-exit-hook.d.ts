declare module 'async-exit-hook' {
  const hook: unknown;
  export default hook;
}
