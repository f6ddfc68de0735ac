/** Images are emitted by webpack's asset/resource rule; importing one gives its address. */
declare module '*.svg' {
  const url: string;
  export default url;
}
