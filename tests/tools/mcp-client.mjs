// SPDX-License-Identifier: MIT
// Drives `cosmos-modeler-cli mcp` with the official MCP TypeScript SDK client, as an AI
// assistant's host would, and prints what it got back as one JSON report on stdout.
// The C++ test (tests/app/cli/tst_mcpserver.cpp) compares the report with the CLI.
//
//   node mcp-client.mjs CLI SCRIPT.json
// SCRIPT: {"calls": [{"name": "analyze_model", "arguments": {…}}, …],
//          "malformedLine": "not json"}   (sent raw after the calls, then one more call)
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { readFileSync } from 'node:fs';

const [cli, scriptPath] = process.argv.slice(2);
const script = JSON.parse(readFileSync(scriptPath, 'utf8'));

const transport = new StdioClientTransport({
  command: cli,
  args: ['mcp', ...(script.serverArguments ?? [])],
  stderr: 'pipe',
  // Only what the server may rely on (FORMAT.md section 5).
  env: { HOME: process.env.HOME ?? '/tmp', PATH: process.env.PATH ?? '/usr/bin:/bin' },
});
const client = new Client({ name: 'cosmos-modeler-tests', version: '1.0.0' });
const report = { calls: [], errors: [] };
client.onerror = (error) => report.errors.push(String(error?.message ?? error));

const timer = setTimeout(() => {
  process.stderr.write('mcp-client: no answer within 60 s\n');
  process.exit(3);
}, 60000);

await client.connect(transport);
report.serverInfo = client.getServerVersion();
report.capabilities = client.getServerCapabilities();
report.instructions = client.getInstructions();

// Every message the server sends, as the SDK received it.
const received = [];
const deliver = transport.onmessage;
transport.onmessage = (message) => {
  received.push(message);
  deliver?.(message);
};

report.tools = (await client.listTools()).tools;
for (const call of script.calls ?? []) {
  try {
    report.calls.push(await client.callTool(call));
  } catch (error) {
    report.calls.push({ thrown: String(error?.message ?? error) });
  }
}

if (script.malformedLine !== undefined) {
  // JSON-RPC answers a line that is not JSON with "id": null, which the SDK's message
  // schema refuses (it reports it through onerror): the raw line is read here instead.
  const raw = [];
  let pending = '';
  transport._process.stdout.on('data', (chunk) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop();
    raw.push(...lines);
  });
  transport._process.stdin.write(script.malformedLine + '\n');
  // The answer to the malformed line comes before the answer to the next request.
  report.afterMalformed = await client.callTool({ name: 'check_model', arguments: script.calls?.[0]?.arguments ?? {} });
  report.malformedReply = raw.map((line) => JSON.parse(line)).find((message) => message.id === null) ?? null;
}

await client.close();
clearTimeout(timer);
process.stdout.write(JSON.stringify(report) + '\n');
