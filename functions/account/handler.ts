// account: the caller's data export (a dated JSON file), token request, and data deletion request.
import { dataDeletionRequestSchema, exportFileName, tokenRequestSchema, type DataDeletionStatus, type TokenRequestReply } from '../contracts/account';
import { API } from '../contracts/api';
import { DATA_DELETION, TOKEN_REQUEST } from '../contracts/messages';
import { exportAccount, pendingDeletion, requestDeletion } from '../lib/account';
import { api, parse, signedIn } from '../lib/http';
import { requestTokens } from '../lib/profiles';
import { guardWrite } from '../lib/writeGuard';

export const handler = api(
  {
    [`GET ${API.profileExport}`]: async (req) => {
      const now = new Date();
      return {
        body: await exportAccount(signedIn(req), now),
        headers: { 'content-disposition': `attachment; filename="${exportFileName(now)}"` },
      };
    },
    [`POST ${API.tokenRequest}`]: async (req) => {
      const { profile, request } = await requestTokens(signedIn(req), parse(tokenRequestSchema, req.body));
      const reply: TokenRequestReply = { message: TOKEN_REQUEST.recorded, request, profile };
      return { body: reply };
    },
    [`GET ${API.dataDeletion}`]: async (req) => {
      const status: DataDeletionStatus = { request: await pendingDeletion(signedIn(req).sub) };
      return { body: status };
    },
    [`POST ${API.dataDeletion}`]: async (req) => {
      const { request, created } = await requestDeletion(signedIn(req), parse(dataDeletionRequestSchema, req.body));
      return { status: created ? 201 : 200, body: { message: DATA_DELETION.submitted, request } };
    },
  },
  { writeGuard: guardWrite },
);
