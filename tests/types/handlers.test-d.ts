// Type tests of the handlers' contract types (src/server/plugins/openapi.ts), checked by `npm run typecheck`
// and never run. Each `@ts-expect-error` marks an answer or a read the contract refuses: if one compiled, the
// directive itself would fail the type check.
import { expectTypeOf } from 'vitest';
import type { AllHandlers, Handler, OperationRoute } from '../../src/server/plugins/openapi';

const admin = { id: 1, username: 'admin', role: 'owner' as const };

// ---------------------------------------------------------------- request inputs, as the validator delivers them

expectTypeOf<OperationRoute<'updateCouponStatus'>['Params']>().toEqualTypeOf<{ id: number }>();
expectTypeOf<OperationRoute<'updateCouponStatus'>['Body']>().toEqualTypeOf<{ isActive: boolean }>();
expectTypeOf<OperationRoute<'login'>['Body']>().toEqualTypeOf<{ username: string; password: string }>();
// Header names in lower case, as Node gives them.
expectTypeOf<OperationRoute<'getShopperOrder'>['Headers']>().toEqualTypeOf<{ 'x-order-key': string }>();
// A file part: a Buffer, or the text a form sends under the same name, or a repeated part's list.
expectTypeOf<NonNullable<OperationRoute<'addCategory'>['Body']>['image']>().toEqualTypeOf<
  Buffer | string | (Buffer | string)[] | undefined
>();

export const readsInputs: Handler<'updateCouponStatus'> = async (request) => {
  expectTypeOf(request.params.id).toEqualTypeOf<number>();
  expectTypeOf(request.body.isActive).toEqualTypeOf<boolean>();
  // @ts-expect-error: the contract has no such path parameter
  void request.params.slug;
  // @ts-expect-error: nor such a body field
  void request.body.active;
  throw new Error('type test only');
};

// ---------------------------------------------------------------- answers

// The documented success body compiles, returned or sent with its status.
export const right: Handler<'login'> = async () => ({ message: 'Signed in', admin });
export const rightSent: Handler<'login'> = async (_request, reply) =>
  reply.code(200).send({ message: 'Signed in', admin });
export const rightError: Handler<'login'> = async (_request, reply) =>
  reply.code(401).send({ error: 'Invalid credentials' });

// @ts-expect-error: a required field (admin) is missing
export const missingField: Handler<'login'> = async () => ({ message: 'Signed in' });

// @ts-expect-error: a field of the wrong type (admin.id is a number)
export const wrongType: Handler<'login'> = async () => ({
  message: 'Signed in',
  admin: { id: '1', username: 'a', role: 'owner' },
});

// @ts-expect-error: an error body is not the success answer
export const errorAsSuccess: Handler<'login'> = async () => ({ error: 'Invalid credentials' });

export const undocumentedStatus: Handler<'login'> = async (_request, reply) =>
  // @ts-expect-error: login documents no 201
  reply.code(201).send({ message: 'Signed in', admin });

export const wrongBodyForStatus: Handler<'login'> = async (_request, reply) =>
  // @ts-expect-error: a 401 answers an Error ({ error }), not a Message
  reply.code(401).send({ message: 'Invalid credentials' });

// ---------------------------------------------------------------- the registry

// Every operation needs its handler: a map without one does not compile.
type WithoutLogin = Omit<AllHandlers, 'login'>;
// @ts-expect-error: login is missing
export const incomplete: AllHandlers = {} as WithoutLogin;
