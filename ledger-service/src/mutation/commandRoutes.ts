// The mutation commands: POST mutations (any signed-in staff, multipart with `documents`), PATCH
// mutations/approve/{id} (body userId, remarks) and mutations/reject/{id} (remarks), nagar_nigam.
// Each answers the mutation as the read model holds it once the write reached it. A call without an
// id answers the spec's 'Mutation Id is required'.
import { mutationApproveSchema, mutationRejectSchema, mutationSchema } from '@ptax/contracts';
import { currentUser } from '../http/auth';
import { specRouter } from '../http/apiRouter';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { checkedDocuments, documentsUpload } from '../objection/documents';
import { metadataOf } from '../properties/requests';
import { decideMutationRequest } from './decisions';
import { requestMutation } from './request';
import { assertOwnUserId, mutationIdOf } from './requests';
import { mutationRow } from './rows';

export function mutationCommandRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  register('POST', 'mutations', documentsUpload, async (req, res) => {
    const input = parseWith(mutationSchema, req.body);
    const documents = checkedDocuments(req);
    const { mutationId, position } = await requestMutation(
      ctx,
      input,
      documents,
      await ctx.scopeOf(req),
      metadataOf(req, 'RequestMutation'),
    );
    await ctx.readYourWrites(position);
    res.status(201).json({ data: await mutationRow(ctx, mutationId) });
  });

  register('PATCH', 'mutations/approve/:id', async (req, res) => {
    const mutationId = mutationIdOf(req.params.id);
    const input = parseWith(mutationApproveSchema, req.body ?? {});
    assertOwnUserId(req, input);
    const metadata = metadataOf(req, 'ApproveMutation', input.remarks);
    const decision = { kind: 'approve' as const, userId: input.userId, remarks: input.remarks };
    await ctx.readYourWrites(
      await decideMutationRequest(ctx, mutationId, decision, await ctx.scopeOf(req), metadata),
    );
    res.json({ data: await mutationRow(ctx, mutationId) });
  });

  register('PATCH', 'mutations/reject/:id', async (req, res) => {
    const mutationId = mutationIdOf(req.params.id);
    const { remarks } = parseWith(mutationRejectSchema, req.body ?? {});
    const metadata = metadataOf(req, 'RejectMutation', remarks);
    const decision = { kind: 'reject' as const, userId: currentUser(req).email, remarks };
    await ctx.readYourWrites(
      await decideMutationRequest(ctx, mutationId, decision, await ctx.scopeOf(req), metadata),
    );
    res.json({ data: await mutationRow(ctx, mutationId) });
  });

  // The same calls with the id left out (or blank): the spec's message, not a 404.
  for (const path of ['mutations/approve', 'mutations/reject'])
    register('PATCH', path, () => mutationIdOf(''));
  return router;
}
