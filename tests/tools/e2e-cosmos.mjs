// SPDX-License-Identifier: MIT
// Runs export folders on a real Cosmos DB server, end to end.
//
//   node e2e-cosmos.mjs [--break unindex|strip|garble|rangevector] EXPORT_DIR...
//
// Each EXPORT_DIR is an `export` folder with plan.json beside it (the requests of
// every access pattern bound to the sample documents; model/export/operationplan.h).
// The runner starts @vercel/cosmosdb-server on 127.0.0.1 (a free port, a certificate
// made for 127.0.0.1 with openssl, trusted by this client only) and, with Microsoft's
// SDK (@azure/cosmos), for every folder: creates a database, each container from the
// exact body of containers/<Name>.json, inserts samples/<Name>.sample.json, then runs
// every planned request — point reads with readItem(id, partitionKey), queries with
// their parameters, creates, replaces, patches, upserts, batches and deletes — and
// checks what they return. The server stops at the end. Exit status: 0 all passed,
// 1 findings (each with the pattern, the request and what came back), 2 cannot run.
//
// The server's limits, which this runner must neither pass nor fail because of:
//  - it drops documents without the ORDER BY property; Cosmos DB returns them, with
//    undefined sorted lowest (https://learn.microsoft.com/azure/cosmos-db/nosql/query/order-by).
//    Which documents a query finds is therefore compared on the query without its
//    ORDER BY; the query as exported is run too and must succeed.
//  - it does not enforce indexing (Cosmos DB refuses ORDER BY on an excluded path and
//    scans for an unindexed filter): every filter and sort path is checked against
//    the container's indexing policy here, as Cosmos DB evaluates it (the most
//    specific path wins; https://learn.microsoft.com/azure/cosmos-db/index-policy).
//  - it does not enforce TTL, treats a composite unique key path by path, and
//    partitions a MultiHash container by its first path: copies written here change
//    every unique-key value, and nothing depends on expiry.
//  - it charges 1 RU for everything: charges are not compared here.

import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import https from 'node:https';
import { importServerAndSdk, loopbackCertificate, startLoopbackServer } from './loopback-server.mjs';

const { createHttpsServer, CosmosClient } = await importServerAndSdk('e2e-cosmos');

const args = process.argv.slice(2);
let breakage = null;
if (args[0] === '--break') {
    breakage = args[1];
    args.splice(0, 2);
}
if (args.length === 0) {
    console.error('usage: node e2e-cosmos.mjs [--break unindex|strip|garble|rangevector] EXPORT_DIR...');
    process.exit(2);
}

const findings = [];
function fail(where, message) {
    findings.push(`${where}: ${message}`);
}

// ---- the server, on loopback only -------------------------------------------------

// ---- the indexing policy, as Cosmos DB reads it -----------------------------------

// "/a/\"b-c\"/[]/?" → {segments: ["a", "b-c", "[]"], exact: true}
function policyPath(path) {
    const parts = [];
    const re = /\/(?:"((?:[^"\\]|\\.)*)"|([^/]+))/g;
    let m;
    while ((m = re.exec(path)) !== null)
        parts.push(m[1] !== undefined ? m[1] : m[2]);
    const last = parts.pop();
    return { segments: parts, exact: last === '?' };
}

function matches(entry, segments) {
    if (entry.exact)
        return entry.segments.length === segments.length && entry.segments.every((s, i) => s === segments[i]);
    return entry.segments.length <= segments.length && entry.segments.every((s, i) => s === segments[i]);
}

// The most specific matching path decides; an exact path beats a wildcard of the same depth.
// "id" is always indexed under consistent indexing
// (https://learn.microsoft.com/azure/cosmos-db/index-policy#include-exclude-strategy).
function indexed(policy, segments) {
    if (!policy || policy.indexingMode === 'none')
        return false;
    if (segments.length === 1 && segments[0] === 'id')
        return true;
    let best = null;
    for (const [list, include] of [[policy.includedPaths ?? [], true], [policy.excludedPaths ?? [], false]])
        for (const { path } of list) {
            const entry = policyPath(path);
            if (!matches(entry, segments))
                continue;
            const rank = entry.segments.length * 2 + (entry.exact ? 1 : 0);
            if (!best || rank > best.rank || (rank === best.rank && !include))
                best = { rank, include };
        }
    return best ? best.include : false;
}

function compositeServes(policy, sortPaths, directions) {
    for (const composite of policy.compositeIndexes ?? []) {
        if (composite.length < sortPaths.length)
            continue;
        const tail = composite.slice(composite.length - sortPaths.length);
        const same = tail.every((p, i) => p.path === '/' + sortPaths[i].join('/'));
        const forward = tail.every((p, i) => p.order === directions[i]);
        const backward = tail.every((p, i) => p.order !== directions[i]);
        if (same && (forward || backward))
            return true;
    }
    return false;
}

function sortDirections(sql) {
    const orderBy = sql.split(/ ORDER BY /i)[1];
    if (!orderBy)
        return [];
    return orderBy.split(',').map((part) => (/\bDESC\s*$/i.test(part.trim()) ? 'descending' : 'ascending'));
}

// ---- one export folder ------------------------------------------------------------

function readJson(file) {
    return JSON.parse(readFileSync(file, 'utf8'));
}

function containersOf(dir) {
    const out = new Map();
    for (const file of readdirSync(join(dir, 'containers')).filter((f) => f.endsWith('.json')).sort()) {
        const stem = file.slice(0, -'.json'.length);
        const body = readJson(join(dir, 'containers', file));
        const sampleFile = join(dir, 'samples', `${stem}.sample.json`);
        out.set(body.id, { body, samples: existsSync(sampleFile) ? readJson(sampleFile) : [] });
    }
    return out;
}

function breakExport(containers, plan) {
    if (breakage === 'rangevector') {
        // A vector path back in the range index, as a full policy ("/*") would have it.
        const target = [...containers.values()].find((c) => (c.body.indexingPolicy?.vectorIndexes ?? []).length > 0);
        if (!target)
            throw new Error('nothing to break: no vector index');
        target.body.indexingPolicy.includedPaths.push({ path: target.body.indexingPolicy.vectorIndexes[0].path + '/?' });
        return;
    }
    // A query with a filter on a property other than the partition key (which every
    // document must keep).
    const query = plan.requests.find((r) => r.call === 'query' && !r.ownQuery && r.filterPaths.some((path) =>
        path[0] !== 'type' && !containers.get(r.container).body.partitionKey.paths.includes('/' + path[0])));
    if (!query)
        throw new Error('nothing to break: no query with a filter');
    const target = containers.get(query.container);
    const keyPaths = target.body.partitionKey.paths;
    const broken = query.filterPaths.find((path) => path[0] !== 'type' && !keyPaths.includes('/' + path[0]))[0];
    if (breakage === 'unindex') {
        const policy = target.body.indexingPolicy;
        policy.includedPaths = policy.includedPaths.filter((p) => !p.path.startsWith('/' + broken));
        policy.excludedPaths.push({ path: '/' + broken + '/*' });
    } else if (breakage === 'strip') {
        for (const doc of target.samples)
            delete doc[broken];
    } else if (breakage === 'garble') {
        query.sql = query.sql.replace('SELECT', 'SELEC');
    } else {
        throw new Error(`unknown breakage ${breakage}`);
    }
}

// The value at a document path (["a", "b"], or "/a/b"); undefined when missing.
function valueAt(doc, path) {
    const segments = Array.isArray(path) ? path : path.split('/').filter(Boolean);
    return segments.reduce((v, s) => (v == null ? undefined : v[s]), doc);
}

function typesOf(rows) {
    const counts = {};
    for (const row of rows)
        counts[row.type] = (counts[row.type] ?? 0) + 1;
    return counts;
}

// ---- searches: the server cannot rank, so check what deploying them needs --------

const VECTOR_CALL = /VectorDistance\(c\.([A-Za-z0-9_.]+)/g;
const TEXT_CALL = /FullText(?:ContainsAll|ContainsAny|Contains|Score)\(c\.([A-Za-z0-9_.]+)/g;
const pathsIn = (sql, pattern) => [...sql.matchAll(pattern)].map((m) => '/' + m[1].replaceAll('.', '/'));

function isSearch(request) {
    return request.call === 'query' && (pathsIn(request.sql, VECTOR_CALL).length > 0 || pathsIn(request.sql, TEXT_CALL).length > 0);
}

// Each vector the query ranks by has an embedding policy and a vector index and stays
// out of the range index; each text it searches has a full-text path and index.
function checkSearchPolicies(body, request, where) {
    const policy = body.indexingPolicy ?? {};
    for (const path of pathsIn(request.sql, VECTOR_CALL)) {
        if (!(body.vectorEmbeddingPolicy?.vectorEmbeddings ?? []).some((v) => v.path === path))
            fail(where, `${path} has no vectorEmbeddingPolicy entry`);
        if (!(policy.vectorIndexes ?? []).some((v) => v.path === path))
            fail(where, `${path} has no vector index`);
        const included = (policy.includedPaths ?? []).map((p) => p.path);
        const excluded = (policy.excludedPaths ?? []).map((p) => p.path);
        if (included.some((p) => p === `${path}/?` || p === `${path}/*`)
            || (included.includes('/*') && !excluded.includes(`${path}/*`)))
            fail(where, `${path} is in the range index: a vector path must be excluded from it`);
    }
    for (const path of pathsIn(request.sql, TEXT_CALL)) {
        if (!(body.fullTextPolicy?.fullTextPaths ?? []).some((t) => t.path === path))
            fail(where, `${path} has no fullTextPolicy entry`);
        if (!(policy.fullTextIndexes ?? []).some((t) => t.path === path))
            fail(where, `${path} has no full-text index`);
    }
}

function describe(request) {
    const parameters = (request.parameters ?? []).map((p) => `${p.name}=${JSON.stringify(p.value)}`).join(', ');
    return `${request.pattern} on ${request.container}: ${request.sql ?? request.text}${parameters ? ` [${parameters}]` : ''}`;
}

// The same query without its projection and ORDER BY: which documents it finds.
function findingForm(sql) {
    return sql.replace(/^SELECT .*? FROM c\b/i, 'SELECT * FROM c').replace(/ ORDER BY .*$/i, '');
}

async function runQuery(container, samples, request, where) {
    const spec = { query: request.sql, parameters: request.parameters };
    let rows;
    try {
        ({ resources: rows } = await container.items.query(spec).fetchAll());
    } catch (error) {
        fail(where, `the query failed: ${error.message}`);
        return;
    }
    if (request.ownQuery)
        return; // the model's own text: its parameters are the author's
    const expected = request.returns;
    const expectedCount = Object.values(expected).reduce((a, b) => a + b, 0);
    const { resources: found } = await container.items
        .query({ query: findingForm(request.sql), parameters: request.parameters })
        .fetchAll();
    const got = typesOf(found);
    if (JSON.stringify(Object.entries(got).sort()) !== JSON.stringify(Object.entries(expected).sort()))
        fail(where, `returned ${JSON.stringify(got)}, the plan says ${JSON.stringify(expected)}`);
    if (expectedCount > 0 && rows.length === 0 && request.sortPaths.length === 0)
        fail(where, 'returned no rows');
    for (const type of Object.keys(got))
        if (!request.documentTypes.includes(type))
            fail(where, `returned ${type} documents, which the pattern does not read`);
    // Every document type the request reads comes back when the samples hold one.
    for (const type of request.documentTypes)
        if (samples.some((d) => d.type === type) && !got[type])
            fail(where, `returned no ${type} document, though the samples hold some`);
}

function checkIndexed(body, request, where) {
    const policy = body.indexingPolicy;
    for (const path of request.filterPaths)
        if (!indexed(policy, path))
            fail(where, `filters on /${path.join('/')}, which the indexing policy has not indexed`);
    if (request.sortPaths.length === 1 && !indexed(policy, request.sortPaths[0]))
        fail(where, `sorts on /${request.sortPaths[0].join('/')}, which the indexing policy has not indexed`);
    if (request.sortPaths.length > 1 && !compositeServes(policy, request.sortPaths, sortDirections(request.sql)))
        fail(where, `sorts on ${request.sortPaths.map((p) => '/' + p.join('/')).join(', ')} without a composite index`);
}

// The parent of a parent-with-children read must not sort behind a page of children:
// every document type it reads must hold the ORDER BY properties.
function checkSortReturnsEveryType(samples, request, where) {
    if (request.sortPaths.length === 0 || request.documentTypes.length < 2)
        return;
    for (const type of request.documentTypes) {
        const docs = samples.filter((d) => d.type === type);
        if (docs.length === 0)
            continue;
        for (const path of request.sortPaths)
            if (docs.every((d) => valueAt(d, path) === undefined))
                fail(where, `${type} documents have no ${path.join('.')}: sorted by it they come after every page of the others`);
    }
}

function uniqueCopy(doc, body, suffix) {
    const copy = structuredClone(doc);
    copy.id = `${doc.id}-${suffix}`;
    for (const key of body.uniqueKeyPolicy?.uniqueKeys ?? [])
        for (const path of key.paths) {
            const segments = path.split('/').filter(Boolean);
            const last = segments.pop();
            const holder = valueAt(copy, segments);
            if (holder && typeof holder[last] === 'string')
                holder[last] = `${holder[last]}-${suffix}`;
            else if (holder && typeof holder[last] === 'number')
                holder[last] = holder[last] + 1000003;
        }
    return copy;
}

async function runWrite(container, body, request, where, n) {
    try {
        switch (request.call) {
        case 'create':
            await container.items.create(uniqueCopy(request.document, body, `e2e${n}`));
            break;
        case 'upsert':
            await container.items.upsert(uniqueCopy(request.document, body, `e2e${n}`));
            break;
        case 'replace':
            await container.item(request.id, request.partitionKey).replace(request.document);
            break;
        case 'patch':
            await container.item(request.id, request.partitionKey).patch(request.patch);
            break;
        case 'delete':
            await container.item(request.id, request.partitionKey).delete();
            break;
        case 'batch': {
            const keys = request.batchDocuments.map((d) => JSON.stringify(keyOf(d, body)));
            if (new Set(keys).size > 1) {
                fail(where, `the batch writes documents under different partition key values: ${keys.join(', ')}`);
                return;
            }
            // A created document goes in as a copy; a patched one (a count kept on the
            // parent) is rewritten with its own values: the server has no Patch in a
            // batch, which Cosmos DB has
            // (https://learn.microsoft.com/azure/cosmos-db/nosql/transactional-batch).
            const operations = request.batchDocuments.map((d, i) => {
                const operation = request.batchOperations[i];
                if (operation === 'create' || operation === 'upsert')
                    return { operationType: operation === 'create' ? 'Create' : 'Upsert',
                        resourceBody: uniqueCopy(d, body, `e2e${n}`) };
                // The server reads the key of an addressed operation from the operation.
                const partitionKey = keyOf(d, body);
                if (operation === 'delete')
                    return { operationType: 'Delete', id: d.id, partitionKey };
                return { operationType: 'Replace', id: d.id, resourceBody: d, partitionKey };
            });
            const response = await container.items.batch(operations, request.partitionKey);
            const failed = (response.result ?? []).filter((r) => r.statusCode >= 400);
            if (failed.length > 0)
                fail(where, `the batch failed: ${JSON.stringify(failed)}`);
            break;
        }
        default:
            fail(where, `unknown call ${request.call}`);
        }
    } catch (error) {
        fail(where, `${request.call} failed: ${error.code ?? ''} ${error.message}`);
    }
}

function keyOf(doc, body) {
    const values = body.partitionKey.paths.map((path) => valueAt(doc, path));
    return values.length === 1 ? values[0] : values;
}

async function runFolder(client, dir) {
    const name = basename(dir);
    const containers = containersOf(dir);
    const plan = readJson(join(dir, 'plan.json'));
    if (breakage)
        breakExport(containers, plan);
    const { database } = await client.databases.create({ id: name });
    const handles = new Map();
    for (const [id, { body, samples }] of containers) {
        const { container } = await database.containers.create(body);
        handles.set(id, container);
        for (const doc of samples) {
            try {
                await container.items.create(doc);
            } catch (error) {
                fail(`${name}/${id}`, `sample document ${doc.id} did not insert: ${error.message}`);
            }
        }
    }
    // The data-model document prints each query exactly as it runs here.
    const document = readFileSync(join(dir, 'cosmosdb_data_model.md'), 'utf8');
    for (const request of plan.requests)
        if (request.call === 'query' && !document.includes('`' + request.sql + '`'))
            fail(`${name}: ${describe(request)}`, 'cosmosdb_data_model.md does not show this query as it runs');
    const reads = plan.requests.filter((r) => r.call === 'readItem' || r.call === 'query');
    const writes = plan.requests.filter((r) => r.call !== 'readItem' && r.call !== 'query' && r.call !== 'delete');
    const deletes = plan.requests.filter((r) => r.call === 'delete');
    let n = 0;
    let searches = 0;
    for (const request of [...reads, ...writes, ...deletes]) {
        const where = `${name}: ${describe(request)}`;
        const container = handles.get(request.container);
        if (!container) {
            fail(where, 'the container was not exported');
            continue;
        }
        const { body, samples } = containers.get(request.container);
        if (request.unbound && isSearch(request)) {
            // The test server cannot rank; what deploying needs for it is checked.
            checkSearchPolicies(body, request, where);
            ++searches;
            continue;
        }
        if (request.unbound) {
            fail(where, `cannot run: ${request.unbound}`);
            continue;
        }
        ++n;
        if (request.call === 'readItem') {
            try {
                const { resource } = await container.item(request.id, request.partitionKey).read();
                if (!resource)
                    fail(where, `readItem(${JSON.stringify(request.id)}, ${JSON.stringify(request.partitionKey)}) returned nothing`);
                else if (!request.documentTypes.includes(resource.type))
                    fail(where, `readItem returned a ${resource.type} document`);
            } catch (error) {
                fail(where, `readItem failed: ${error.message}`);
            }
        } else if (request.call === 'query') {
            if (!request.ownQuery)
                checkIndexed(body, request, where);
            checkSortReturnsEveryType(samples, request, where);
            await runQuery(container, samples, request, where);
        } else {
            await runWrite(container, body, request, where, n);
        }
    }
    return { name, requests: n, searches, documents: [...containers.values()].reduce((a, c) => a + c.samples.length, 0) };
}

// ---- main ------------------------------------------------------------------------

const started = Date.now();
let server;
try {
    const tls = loopbackCertificate();
    server = await startLoopbackServer(createHttpsServer, tls);
    const { port } = server.address();
    const client = new CosmosClient({
        endpoint: `https://127.0.0.1:${port}`,
        key: Buffer.from('e2e-test-key').toString('base64'),
        agent: new https.Agent({ ca: tls.cert }),
        connectionPolicy: { enableEndpointDiscovery: false },
    });
    let passed = 0;
    for (const dir of args) {
        const before = findings.length;
        const result = await runFolder(client, dir);
        console.log(`${result.name}: ${result.documents} documents, ${result.requests} requests` +
            (result.searches ? `, ${result.searches} searches checked, not run (Azure or its emulator ranks them)` : '') +
            (findings.length > before ? `, ${findings.length - before} findings` : ''));
        if (findings.length === before)
            ++passed;
    }
    for (const finding of findings)
        console.log(`FAIL ${finding}`);
    console.log(`${passed} models passed, ${args.length - passed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    process.exitCode = findings.length === 0 ? 0 : 1;
} catch (error) {
    console.error(`e2e-cosmos: cannot run: ${error.stack ?? error.message}`);
    process.exitCode = 2;
} finally {
    if (server)
        await new Promise((resolve) => server.close(resolve));
}
