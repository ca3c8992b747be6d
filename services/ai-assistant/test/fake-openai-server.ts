import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat completions request as the fake server received it. */
export interface ReceivedCompletion {
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: Array<{ role: string; content: string | null; tool_call_id?: string; tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }> }>;
    tools?: Array<{ type: string; function: { name: string } }>;
    tool_choice?: unknown;
  };
}

/** What the scripted model answers: a text, or tool calls. */
export type ScriptedReply = { content: string } | { toolCalls: Array<{ name: string; arguments: Record<string, unknown> }> };

/**
 * A local OpenAI-compatible server (POST /v1/chat/completions) for tests: each request is recorded and
 * answered by the script, so a test drives a tool-calling conversation through the real SDK.
 */
export class FakeOpenAiServer {
  private constructor(
    private readonly server: Server,
    readonly baseUrl: string,
    /** Every request so far, oldest first. */
    readonly received: ReceivedCompletion[],
  ) {}

  static async start(script: (request: ReceivedCompletion) => ScriptedReply): Promise<FakeOpenAiServer> {
    const received: ReceivedCompletion[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
          response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
          return;
        }
        const completionRequest: ReceivedCompletion = { headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedCompletion['body'] };
        received.push(completionRequest);
        const answer = completion(completionRequest.body.model, received.length, script(completionRequest));
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new FakeOpenAiServer(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, received);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function completion(model: string, sequence: number, reply: ScriptedReply) {
  const message =
    'content' in reply
      ? { role: 'assistant', content: reply.content, refusal: null }
      : {
          role: 'assistant',
          content: null,
          refusal: null,
          tool_calls: reply.toolCalls.map(({ name, arguments: args }, index) => ({
            id: `call_${sequence}_${index}`,
            type: 'function',
            function: { name, arguments: JSON.stringify(args) },
          })),
        };
  return {
    id: `chatcmpl-${sequence}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message, finish_reason: 'content' in reply ? 'stop' : 'tool_calls', logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}
