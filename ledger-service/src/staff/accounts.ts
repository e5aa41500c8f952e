import { randomUUID } from 'node:crypto';
import {
  officialStream,
  operatorStream,
  type EventMetadata,
  type EventStore,
  type OfficialRegisteredData,
  type OperatorRegisteredData,
  type SessionClaims,
  type UserKind,
} from '@ptax/contracts';
import { handleCommand } from '../eventsourcing/commandHandler';
import { conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../http/errors';
import type { CredentialStore } from './credentials';
import { staffDecider, type StaffCommand } from './decide';
import { evolveStaff, initialStaffState } from './staff';
import type { LoginThrottle } from './loginThrottle';
import { hashPassword, verifyPassword } from './passwords';
import type { StaffAccount, StaffDirectory } from './directory';
import type { SessionRegistry } from './sessions';
import type { TokenService } from './tokens';

export interface StaffAccountsDeps {
  store: EventStore;
  credentials: CredentialStore;
  directory: StaffDirectory;
  throttle: LoginThrottle;
  tokens: TokenService;
  sessions: SessionRegistry;
  hashCost: number;
  now: () => number;
}

const INVALID_LOGIN = 'Invalid email or password';
const TOO_MANY = 'Too many failed login attempts, please try again after 15 minutes';

const streamOf = (account: StaffAccount) =>
  account.kind === 'official' ? officialStream(account.id) : operatorStream(account.id);

/** Who acts: an email (or 'seed'), or the metadata of a signed-in request. */
type Actor = string | EventMetadata;
const metadataOf = (actor: Actor, command: string): EventMetadata =>
  typeof actor === 'string' ? { userId: actor, command } : { ...actor, command };

type OfficialCommand<T extends 'EditOfficial' | 'DeleteOfficial'> = Omit<
  Extract<StaffCommand, { type: T }>,
  'type'
>;

/** Sign-in and passwords of officials and operators. */
export function createStaffAccounts(deps: StaffAccountsDeps) {
  const { store, credentials, directory, throttle, tokens, sessions } = deps;

  /** A new password ends every session of the account, on every instance (sessions.ts). */
  async function replacePassword(kind: UserKind, email: string, password: string) {
    await credentials.replace(kind, email, await hashPassword(password, deps.hashCost), deps.now());
    sessions.forget(kind, email);
  }

  async function record(account: StaffAccount, command: StaffCommand, actor: string, name: string) {
    await handleCommand(store, streamOf(account), staffDecider, command, { userId: actor, command: name });
  }

  async function register(
    kind: UserKind,
    email: string,
    password: string,
    command: StaffCommand,
    stream: string,
    actor: Actor,
  ) {
    // The credential row is the unique reservation of the email; undone if the event cannot be written.
    if (!(await credentials.create(kind, email, await hashPassword(password, deps.hashCost)))) {
      throw conflict(`${email} is already registered`);
    }
    try {
      const result = await handleCommand(
        store,
        stream,
        staffDecider,
        command,
        metadataOf(actor, command.type),
      );
      return result.position;
    } catch (error) {
      await credentials.remove(kind, email);
      throw error;
    }
  }

  const stateOf = async (stream: string) =>
    (await store.readStream(stream)).reduce(evolveStaff, initialStaffState);

  return {
    /** Whether an account with this email exists (the credential row is written first). */
    isRegistered: async (kind: UserKind, email: string) => (await credentials.hashOf(kind, email)) !== null,

    /** The new official's id and the position of its registration. */
    async registerOfficial(
      profile: Omit<OfficialRegisteredData, 'officialId'>,
      password: string,
      actor: Actor,
    ) {
      const officialId = randomUUID();
      const data = { ...profile, email: profile.email.toLowerCase(), officialId };
      const position = await register(
        'official',
        data.email,
        password,
        { type: 'RegisterOfficial', data },
        officialStream(officialId),
        actor,
      );
      return { id: officialId, position };
    },

    async registerOperator(
      profile: Omit<OperatorRegisteredData, 'operatorId'>,
      password: string,
      actor: Actor,
    ) {
      const operatorId = randomUUID();
      const data = { ...profile, email: profile.email.toLowerCase(), operatorId };
      const position = await register(
        'operator',
        data.email,
        password,
        { type: 'RegisterOperator', data },
        operatorStream(operatorId),
        actor,
      );
      return { id: operatorId, position };
    },

    /** PATCH officials. A new email takes the password with it (and is refused when taken). */
    async updateOfficial(command: OfficialCommand<'EditOfficial'>, actor: Actor): Promise<number> {
      const stream = officialStream(command.officialId);
      const before = await stateOf(stream);
      if (before.status !== 'active' || before.kind !== 'official') throw notFound('Employee not found');
      const profile = { ...command.profile, email: command.profile.email.toLowerCase() };
      if (!(await credentials.rename('official', before.email, profile.email)))
        throw conflict(`${profile.email} is already registered`);
      try {
        const edit: StaffCommand = { type: 'EditOfficial', ...command, profile };
        return (await handleCommand(store, stream, staffDecider, edit, metadataOf(actor, edit.type)))
          .position;
      } catch (error) {
        await credentials.rename('official', profile.email, before.email);
        throw error;
      }
    },

    /** DELETE officials/delete/{id}: the history stays, the password goes (the email may be reused). */
    async deleteOfficial(command: OfficialCommand<'DeleteOfficial'>, actor: Actor): Promise<number> {
      const stream = officialStream(command.officialId);
      const removal: StaffCommand = { type: 'DeleteOfficial', ...command };
      const { position } = await handleCommand(
        store,
        stream,
        staffDecider,
        removal,
        metadataOf(actor, removal.type),
      );
      const after = await stateOf(stream);
      if (after.status === 'deleted') {
        await credentials.remove('official', after.email);
        sessions.forget('official', after.email);
      }
      return position;
    },

    async login(kind: UserKind, email: string, password: string, clientIp: string): Promise<string> {
      const throttleKey = `${kind}:${email.toLowerCase()}`;
      if (await throttle.isBlocked(throttleKey, clientIp)) throw tooManyRequests(TOO_MANY);
      const account = await directory.findByEmail(kind, email);
      const hash = account ? await credentials.hashOf(kind, email) : null;
      if (!account || !hash || !(await verifyPassword(password, hash))) {
        await throttle.recordFailure(throttleKey, clientIp);
        throw unauthorized(INVALID_LOGIN);
      }
      await throttle.clear(throttleKey);
      return tokens.issue({
        loginType: account.loginType,
        accessName: account.accessName,
        accessType: account.accessType,
        email: account.email,
      });
    },

    async changePassword(
      kind: UserKind,
      user: SessionClaims,
      email: string,
      oldPassword: string,
      newPassword: string,
    ) {
      if (email.toLowerCase() !== user.email.toLowerCase())
        throw forbidden('You can only change your own password');
      const account = await directory.findByEmail(kind, email);
      const hash = account ? await credentials.hashOf(kind, email) : null;
      if (!account || !hash) throw notFound('Employee not found');
      if (!(await verifyPassword(oldPassword, hash))) throw unauthorized('Old password is incorrect');
      await replacePassword(kind, email, newPassword);
      await record(
        account,
        { type: 'RecordPasswordChange', how: 'changed', byEmail: user.email },
        user.email,
        'ChangePassword',
      );
    },

    async resetPassword(kind: UserKind, admin: StaffAccount, email: string, newPassword: string) {
      const account = await directory.findByEmail(kind, email);
      if (!account) throw notFound('Employee not found');
      await replacePassword(kind, email, newPassword);
      await record(
        account,
        { type: 'RecordPasswordChange', how: 'reset', byEmail: admin.email },
        admin.email,
        'ResetPassword',
      );
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
