import { calls } from '@portal/shared/contract';
import { tokensKey } from '@portal/shared/runtime/queries/get-tokens';
import { useMutation } from '@portal/shared/runtime/use-mutation';

/** Every token write reads the list again; its failure is said beside the control that sent it. */
const TOKEN_WRITE = {
  invalidates: () => [tokensKey()],
  failureShownInPlace: true,
  throwOnError: true,
} as const;

/** POST /tokens/create → the secret (shown this once) and the token as stored. */
export function useCreateToken() {
  return useMutation(calls.createToken, TOKEN_WRITE);
}

/** POST /tokens/activate, /tokens/deactivate and /tokens/delete {tokenId}, by action. */
export function useTokenActions() {
  const activate = useMutation(calls.activateToken, TOKEN_WRITE);
  const deactivate = useMutation(calls.deactivateToken, TOKEN_WRITE);
  const remove = useMutation(calls.deleteToken, TOKEN_WRITE);
  return {
    run: { activate: activate.trigger, deactivate: deactivate.trigger, delete: remove.trigger },
    busy: activate.busy || deactivate.busy || remove.busy,
  };
}
