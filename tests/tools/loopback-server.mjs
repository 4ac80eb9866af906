// SPDX-License-Identifier: MIT
// @vercel/cosmosdb-server on loopback only, for the test scripts beside this one: a
// certificate made for 127.0.0.1 with openssl (the server's bundled one expired in 2021
// and names another host), and the server listening on a free port of 127.0.0.1.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The server's and the SDK's modules; without them the calling script (`script` in
// the message) cannot run: exit status 2.
export async function importServerAndSdk(script) {
    try {
        const { createHttpsServer } = await import('@vercel/cosmosdb-server');
        const { CosmosClient } = await import('@azure/cosmos');
        return { createHttpsServer, CosmosClient };
    } catch (error) {
        console.error(`${script}: the server or the SDK is not installed (npm ci --prefix tests/tools): ${error.message}`);
        process.exit(2);
    }
}

export function loopbackCertificate() {
    const dir = mkdtempSync(join(tmpdir(), 'cosmos-tls-'));
    try {
        execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1',
            '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
            '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'pipe' });
        return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
    } finally {
        rmSync(dir, { recursive: true, force: true });
    }
}

export async function startLoopbackServer(createHttpsServer, tls) {
    const server = createHttpsServer(tls);
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
    });
    return server;
}
