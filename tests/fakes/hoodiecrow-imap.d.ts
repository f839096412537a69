// hoodiecrow-imap ships no types: the part tests/fakes/imap-server.ts uses.
declare module 'hoodiecrow-imap' {
  import type { Server } from 'node:net';
  type Options = {
    plugins?: string[];
    users?: Record<string, { password: string }>;
    storage?: Record<string, { messages: { raw: string; flags?: string[]; internaldate?: string }[] }>;
  };
  type ImapServer = {
    server: Server;
    listen(port: number, host: string, callback: () => void): void;
    close(callback?: () => void): void;
    appendMessage(mailbox: string, flags: string[], internaldate: Date | string, raw: string): unknown;
  };
  const hoodiecrow: (options: Options) => ImapServer;
  export default hoodiecrow;
}
