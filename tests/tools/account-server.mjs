// SPDX-License-Identifier: MIT
// A seeded Cosmos DB server on loopback for the tests of `account import`.
//
//   node account-server.mjs
//
// Starts @vercel/cosmosdb-server on 127.0.0.1 (a free port, a certificate made for
// 127.0.0.1 with openssl and trusted by no one, like the emulator's) and seeds it
// with Microsoft's SDK (@azure/cosmos): database "shop" with
//  - "orders" (key /customerId, an indexing policy with an excluded path): 250
//    documents, every fifth a "shipment", the others "order"s with line items;
//  - "customers" (key /id, TTL 30 days, a unique key on /email): 100 documents
//    without a "type";
//  - "audit": no documents.
// Then prints one line of JSON — the port and, per entity, the document count and
// sizes computed here from the documents as written (the independent figures the
// test compares with) — and serves until its standard input closes, or for at most
// 120 seconds. Exit status 2 when it cannot run.

import https from 'node:https';
import { importServerAndSdk, loopbackCertificate, startLoopbackServer } from './loopback-server.mjs';

const { createHttpsServer, CosmosClient } = await importServerAndSdk('account-server');

const kLifetimeMs = 120000;

function orderOrShipment(i) {
    const customerId = `customer-${i % 40}`;
    if (i % 5 === 4)
        return { id: `shipment-${i}`, type: 'shipment', customerId, orderId: `order-${i - 1}`,
            carrier: i % 2 ? 'ups' : 'dhl' };
    const k = i - Math.floor(i / 5); // the k-th order, from 0
    const lines = [];
    for (let l = 0; l < k % 4; ++l)
        lines.push({ sku: `sku-${(k + l) % 7}`, quantity: 1 + l });
    return { id: `order-${i}`, type: 'order', customerId,
        status: k % 10 < 7 ? 'delivered' : ['open', 'shipped', 'cancelled'][k % 3],
        createdAt: `2026-11-${String(1 + k % 28).padStart(2, '0')}T09:30:00Z`, lines };
}

function customer(i) {
    return { id: `customer-${i}`, email: `user${i}@example.com`, name: `Customer ${i}`,
        address: { city: `city-${i % 5}`, country: 'JP' } };
}

// Count and sizes as FORMAT.md defines them: UTF-8 bytes of the compact JSON / 1024.
function figures(documents) {
    const bytes = documents.map(d => Buffer.byteLength(JSON.stringify(d), 'utf8'));
    return { count: documents.length, avgKB: bytes.reduce((a, b) => a + b, 0) / bytes.length / 1024,
        maxKB: Math.max(...bytes) / 1024 };
}

async function main() {
    const tls = loopbackCertificate();
    const server = await startLoopbackServer(createHttpsServer, tls);
    const port = server.address().port;
    const endpoint = `https://127.0.0.1:${port}/`;
    // The seeding client trusts this one certificate; the modeler must be told to.
    const agent = new https.Agent({ ca: tls.cert });
    const client = new CosmosClient({ endpoint, key: 'c2VlZGluZw==', agent, connectionPolicy: { enableEndpointDiscovery: false } });

    const { database } = await client.databases.create({ id: 'shop' });
    const { container: orders } = await database.containers.create({ id: 'orders',
        partitionKey: { paths: ['/customerId'], kind: 'Hash' },
        indexingPolicy: { indexingMode: 'consistent', automatic: true, includedPaths: [{ path: '/*' }],
            excludedPaths: [{ path: '/lines/*' }, { path: '/"_etag"/?' }] } });
    const { container: customers } = await database.containers.create({ id: 'customers',
        partitionKey: { paths: ['/id'], kind: 'Hash' }, defaultTtl: 2592000,
        uniqueKeyPolicy: { uniqueKeys: [{ paths: ['/email'] }] } });
    await database.containers.create({ id: 'audit', partitionKey: { paths: ['/id'], kind: 'Hash' } });

    const written = { order: [], shipment: [], customers: [] };
    for (let i = 0; i < 250; ++i) {
        const document = orderOrShipment(i);
        await orders.items.create(document);
        written[document.type].push(document);
    }
    for (let i = 0; i < 100; ++i) {
        const document = customer(i);
        await customers.items.create(document);
        written.customers.push(document);
    }

    const expected = {};
    for (const [entity, documents] of Object.entries(written))
        expected[entity] = figures(documents);
    process.stdout.write(JSON.stringify({ port, database: 'shop', expected }) + '\n');

    const stop = () => { server.close(); process.exit(0); };
    process.stdin.on('end', stop);
    process.stdin.on('close', stop);
    process.stdin.resume();
    setTimeout(stop, kLifetimeMs).unref();
}

main().catch(error => {
    console.error(`account-server: ${error.stack || error}`);
    process.exit(2);
});
