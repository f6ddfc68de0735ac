// swr's entry points (`swr`, `swr/infinite`) reach swr's internals by relative paths, so they
// share one cache only when one build bundles them together. The host therefore provides every
// entry a remote uses: with `loaded-first` the remotes take the host's copies and meet its cache
// (without this, `useSWRInfinite` in a remote kept its pages where `mutate` never looked).
import 'swr/infinite';
