// SPDX-License-Identifier: MIT
// Validates export folders written by `cosmos-modeler-cli export` against Azure's
// published schemas and the limits Azure documents but no schema enforces.
//
//   node validate-exports.mjs --schemas DIR EXPORT_DIR...
//
// DIR holds the four files of shared/azure-schema (REST swagger definitions, ARM
// schema, ARM common definitions). For every export folder:
//   - containers/*.json against the swagger definition SqlContainerResource (ajv,
//     draft-07 semantics as Swagger 2.0 uses them), once as published and once
//     with unknown properties refused, so a misspelt key cannot slip through;
//   - indexing/*.indexing-policy.json against the swagger IndexingPolicy;
//   - every container resource of azuredeploy.json against the resource definition
//     of the ARM schema of its own apiVersion (draft-04, ajv-draft-04): the GA
//     version for plain containers, the preview one for a global secondary index
//     (materializedViewDefinition), whose container file is checked against the
//     preview REST definitions too; the account against the preview schema when it
//     uses that version (the GA excerpt lacks it), and field by field always;
//   - the documented limits (README of shared/azure-schema) on all of them;
//   - that the ARM template, the container files and the indexing files agree,
//     and that the samples carry ids, types and their partition key values.
// Exit status: 0 valid, 1 findings (each printed with file and JSON pointer), 2 usage.

import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, basename } from 'node:path';

let Ajv, Ajv04, addFormats;
try {
    Ajv = (await import('ajv')).default;
    Ajv04 = (await import('ajv-draft-04')).default;
    addFormats = (await import('ajv-formats')).default;
} catch (error) {
    console.error('validate-exports: the validator packages are not installed (tests/tools/node_modules is missing).\n'
        + 'Run the README\'s test command (tools/test), or: npm ci --prefix tests/tools');
    process.exit(2);
}

const args = process.argv.slice(2);
const schemaIndex = args.indexOf('--schemas');
if (schemaIndex < 0 || schemaIndex + 1 >= args.length) {
    console.error('usage: node validate-exports.mjs --schemas DIR EXPORT_DIR...');
    process.exit(2);
}
const schemaDir = args[schemaIndex + 1];
const exportDirs = args.filter((_, i) => i !== schemaIndex && i !== schemaIndex + 1);
if (exportDirs.length === 0) {
    console.error('validate-exports: no export folder given');
    process.exit(2);
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const schemaFile = (fragment) => {
    const name = readdirSync(schemaDir).find((file) => file.includes(fragment));
    if (!name) {
        console.error(`validate-exports: ${schemaDir} has no file matching ${fragment}`);
        process.exit(2);
    }
    return readJson(join(schemaDir, name));
};

// ---- schemas -------------------------------------------------------------------

const swagger = schemaFile('stable__2026-03-15__openapi.json');
const previewSwagger = schemaFile('preview__2026-04-01-preview__openapi.json');
const armCommon = schemaFile('common__definitions.json');
// The ARM schemas by API version ("…schemas__2026-04-01-preview__Microsoft.DocumentDB.json").
const armSchemas = new Map(readdirSync(schemaDir)
    .map((name) => [name.match(/resource-manager-schemas__schemas__([^_]+)__Microsoft\.DocumentDB\.json$/)?.[1], name])
    .filter(([version]) => version)
    .map(([version, name]) => [version, readJson(join(schemaDir, name))]));
const GA_VERSION = '2026-03-15';
const PREVIEW_VERSION = '2026-04-01-preview';

function withoutUnknownProperties(schema) {
    // A copy in which every object definition refuses properties it does not declare.
    const copy = structuredClone(schema);
    for (const definition of Object.values(copy.definitions)) {
        if (definition.type === 'object' && definition.properties && definition.additionalProperties === undefined) {
            definition.additionalProperties = false;
        }
    }
    return copy;
}

function swaggerValidator(document, definition) {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addFormat('int32', { type: 'number', validate: (n) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 });
    ajv.addFormat('int64', { type: 'number', validate: (n) => Number.isInteger(n) });
    ajv.addFormat('uuid', true);
    ajv.addFormat('arm-id', true);
    const copy = structuredClone(document);
    delete copy['x-excerpt'];
    // The TypeSpec excerpts keep one reference to Azure's common types (the ARM
    // Resource envelope of the *GetResults shapes), which no export file uses.
    for (const definition of Object.values(copy.definitions)) {
        for (const [i, part] of (definition.allOf ?? []).entries()) {
            if (part.$ref && !part.$ref.startsWith('#')) {
                definition.allOf[i] = {};
            }
        }
    }
    copy.$id = 'cosmos-db.json';
    ajv.addSchema(copy);
    return ajv.compile({ $ref: `cosmos-db.json#/definitions/${definition}` });
}

const containerValidators = (document) => ({
    published: swaggerValidator(document, 'SqlContainerResource'),
    strict: swaggerValidator(withoutUnknownProperties(document), 'SqlContainerResource'),
});
const gaContainer = containerValidators(swagger);
const previewContainer = containerValidators(previewSwagger);
// A global secondary index exists only in the preview API.
const containerValidatorsFor = (resource) => (resource.materializedViewDefinition ? previewContainer : gaContainer);
const validateIndexingPolicy = swaggerValidator(withoutUnknownProperties(swagger), 'IndexingPolicy');

function armValidator(armSchema) {
    const ajv = new Ajv04({ strict: false, allErrors: true });
    addFormats(ajv);
    const schema = structuredClone(armSchema);
    delete schema['x-excerpt'];
    // The excerpt leaves out the child-resource definitions the container resource
    // refers to; the exports never nest resources, so any nested one must fail.
    for (const child of ['storedProcedures', 'throughputSettings', 'triggers', 'userDefinedFunctions']) {
        schema.definitions[`databaseAccounts_sqlDatabases_containers_${child}_childResource`] = { not: {} };
    }
    ajv.addSchema(armCommon);
    ajv.addSchema(schema);
    const id = schema.id.replace(/#$/, '');
    return {
        container: ajv.compile({ $ref: `${id}#/resourceDefinitions/databaseAccounts_sqlDatabases_containers` }),
        containerThroughput: ajv.compile({
            $ref: `${id}#/resourceDefinitions/databaseAccounts_sqlDatabases_containers_throughputSettings`,
        }),
        account: schema.resourceDefinitions.databaseAccounts
            ? ajv.compile({ $ref: `${id}#/resourceDefinitions/databaseAccounts` })
            : null,
    };
}
const armByVersion = new Map();
function armFor(version) {
    if (!armSchemas.has(version)) {
        return null;
    }
    if (!armByVersion.has(version)) {
        armByVersion.set(version, armValidator(armSchemas.get(version)));
    }
    return armByVersion.get(version);
}

// ---- findings ------------------------------------------------------------------

let findings = 0;
function fail(file, pointer, message) {
    findings += 1;
    console.error(`${file}${pointer ? ` ${pointer}` : ''}: ${message}`);
}
function schemaErrors(file, validate, value, what, base = '') {
    if (validate(value)) {
        return;
    }
    for (const error of validate.errors) {
        fail(file, `${base}${error.instancePath}` || '/', `${what}: ${error.message}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`);
    }
}

// ---- documented limits ---------------------------------------------------------

const NAME_FORBIDDEN = /[/\\?#]/;
function checkName(file, pointer, name, what) {
    if (typeof name !== 'string' || name.length === 0 || name.length > 255) {
        fail(file, pointer, `${what} must have 1 to 255 characters`);
    } else if (NAME_FORBIDDEN.test(name)) {
        fail(file, pointer, `${what} must not contain / \\ ? #`);
    } else if (name.endsWith(' ')) {
        fail(file, pointer, `${what} must not end with a space`);
    }
}

function checkIndexingPolicy(file, pointer, policy) {
    if (policy.indexingMode !== 'consistent' && policy.indexingMode !== 'none') {
        fail(file, `${pointer}/indexingMode`, `must be "consistent" or "none" in lower case, got ${JSON.stringify(policy.indexingMode)}`);
    }
    const included = (policy.includedPaths ?? []).map((p) => p.path);
    const excluded = (policy.excludedPaths ?? []).map((p) => p.path);
    if (!included.includes('/*') && !excluded.includes('/*')) {
        fail(file, pointer, 'the root path "/*" must be in includedPaths or excludedPaths');
    }
    if (!excluded.includes('/"_etag"/?')) {
        fail(file, `${pointer}/excludedPaths`, '/"_etag"/? must be excluded');
    }
    [...included, ...excluded].forEach((path, i) => {
        if (typeof path !== 'string' || !path.startsWith('/') || !(path === '/*' || path.endsWith('/?') || path.endsWith('/*'))) {
            fail(file, `${pointer}/paths/${i}`, `index path ${JSON.stringify(path)} must start with / and end with /? or /*`);
        }
    });
    if (new Set(included).size !== included.length) {
        fail(file, `${pointer}/includedPaths`, 'paths are listed twice');
    }
    (policy.compositeIndexes ?? []).forEach((composite, i) => {
        const where = `${pointer}/compositeIndexes/${i}`;
        if (!Array.isArray(composite) || composite.length < 2 || composite.length > 8) {
            fail(file, where, 'a composite index has 2 to 8 paths');
            return;
        }
        composite.forEach((entry, j) => {
            if (typeof entry.path !== 'string' || !entry.path.startsWith('/') || entry.path.includes('*') || entry.path.endsWith('?')) {
                fail(file, `${where}/${j}/path`, `composite path ${JSON.stringify(entry.path)} must be a plain property path without /* or /?`);
            }
            if (entry.order !== 'ascending' && entry.order !== 'descending') {
                fail(file, `${where}/${j}/order`, 'order must be "ascending" or "descending"');
            }
        });
    });
}

function checkContainerResource(file, pointer, resource) {
    checkName(file, `${pointer}/id`, resource.id, 'a container id');
    const key = resource.partitionKey;
    if (!key || !Array.isArray(key.paths)) {
        fail(file, `${pointer}/partitionKey`, 'a partition key with paths is required');
    } else {
        if (key.kind === 'Hash' && key.paths.length !== 1) {
            fail(file, `${pointer}/partitionKey`, 'a Hash key has exactly one path');
        } else if (key.kind === 'MultiHash' && (key.paths.length < 2 || key.paths.length > 3 || key.version !== 2)) {
            fail(file, `${pointer}/partitionKey`, 'a MultiHash key has 2 or 3 paths and version 2');
        } else if (key.kind !== 'Hash' && key.kind !== 'MultiHash') {
            fail(file, `${pointer}/partitionKey/kind`, 'must be Hash or MultiHash');
        }
        key.paths.forEach((path, i) => {
            if (typeof path !== 'string' || !/^\/[^/]/.test(path)) {
                fail(file, `${pointer}/partitionKey/paths/${i}`, 'a key path starts with / and names a property');
            }
        });
    }
    if (!resource.indexingPolicy) {
        fail(file, pointer, 'indexingPolicy is missing');
    } else {
        checkIndexingPolicy(file, `${pointer}/indexingPolicy`, resource.indexingPolicy);
    }
    const uniqueKeys = Array.isArray(resource.uniqueKeyPolicy?.uniqueKeys) ? resource.uniqueKeyPolicy.uniqueKeys : [];
    if (resource.uniqueKeyPolicy !== undefined && !Array.isArray(resource.uniqueKeyPolicy?.uniqueKeys)) {
        fail(file, `${pointer}/uniqueKeyPolicy/uniqueKeys`, 'must be a list');
    }
    if (uniqueKeys.length > 10) {
        fail(file, `${pointer}/uniqueKeyPolicy`, `${uniqueKeys.length} unique keys; at most 10`);
    }
    const uniquePaths = uniqueKeys.reduce((n, k) => n + (k.paths?.length ?? 0), 0);
    if (uniquePaths > 16) {
        fail(file, `${pointer}/uniqueKeyPolicy`, `${uniquePaths} unique key paths; at most 16`);
    }
    uniqueKeys.forEach((k, i) => {
        if (!Array.isArray(k.paths) || k.paths.length === 0 || k.paths.some((p) => typeof p !== 'string' || !p.startsWith('/') || p.includes('[]'))) {
            fail(file, `${pointer}/uniqueKeyPolicy/uniqueKeys/${i}`, 'unique key paths start with / and do not enter arrays');
        }
    });
    if ('defaultTtl' in resource) {
        const ttl = resource.defaultTtl;
        if (!Number.isInteger(ttl) || !(ttl === -1 || (ttl >= 1 && ttl <= 2147483647))) {
            fail(file, `${pointer}/defaultTtl`, `must be -1 or 1 to 2,147,483,647 seconds, got ${JSON.stringify(ttl)}`);
        }
    }
    const conflicts = resource.conflictResolutionPolicy;
    if (!conflicts || (conflicts.mode === 'LastWriterWins' && typeof conflicts.conflictResolutionPath !== 'string')) {
        fail(file, `${pointer}/conflictResolutionPolicy`, 'last writer wins needs a conflictResolutionPath');
    }
}

function checkThroughput(file, pointer, options, serverless) {
    const manual = options?.throughput;
    const autoscale = options?.autoscaleSettings?.maxThroughput;
    if (serverless) {
        if (manual !== undefined || autoscale !== undefined) {
            fail(file, pointer, 'a serverless account takes no throughput');
        }
        return;
    }
    if ((manual === undefined) === (autoscale === undefined)) {
        fail(file, pointer, 'exactly one of throughput and autoscaleSettings is required');
    } else if (manual !== undefined && !(Number.isInteger(manual) && manual >= 400 && manual % 100 === 0)) {
        fail(file, `${pointer}/throughput`, `manual throughput is at least 400 RU/s in steps of 100, got ${manual}`);
    } else if (autoscale !== undefined && !(Number.isInteger(autoscale) && autoscale >= 1000 && autoscale % 1000 === 0)) {
        fail(file, `${pointer}/autoscaleSettings/maxThroughput`, `autoscale maximum is at least 1,000 RU/s in steps of 1,000, got ${autoscale}`);
    }
}

// ---- ARM template --------------------------------------------------------------

const CONSISTENCY = ['Eventual', 'Session', 'BoundedStaleness', 'Strong', 'ConsistentPrefix'];
const unescapeArm = (value) => {
    if (typeof value === 'string') {
        return value.startsWith('[[') ? value.slice(1) : value;
    }
    if (Array.isArray(value)) {
        return value.map(unescapeArm);
    }
    if (value && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unescapeArm(v)]));
    }
    return value;
};

function checkAccount(file, pointer, account, secondaryIndexes) {
    // The preview API only where a global secondary index needs it.
    const expected = secondaryIndexes ? PREVIEW_VERSION : GA_VERSION;
    if (account.apiVersion !== expected) {
        fail(file, `${pointer}/apiVersion`, `expected ${expected}`);
    }
    const armSchema = armFor(account.apiVersion);
    if (armSchema?.account) {
        schemaErrors(file, armSchema.account, account, `ARM schema ${account.apiVersion}`, pointer);
    }
    if (secondaryIndexes && account.properties?.enableMaterializedViews !== true) {
        fail(file, `${pointer}/properties/enableMaterializedViews`, 'a global secondary index needs the account\'s enableMaterializedViews');
    }
    if (secondaryIndexes && account.properties?.backupPolicy?.type !== 'Continuous') {
        fail(file, `${pointer}/properties/backupPolicy`, 'a global secondary index needs continuous backup');
    }
    if (account.kind !== 'GlobalDocumentDB') {
        fail(file, `${pointer}/kind`, 'a NoSQL account is GlobalDocumentDB');
    }
    const properties = account.properties ?? {};
    if (properties.databaseAccountOfferType !== 'Standard') {
        fail(file, `${pointer}/properties/databaseAccountOfferType`, 'must be Standard');
    }
    const locations = properties.locations;
    if (!Array.isArray(locations) || locations.length === 0) {
        fail(file, `${pointer}/properties/locations`, 'at least one location is required');
    } else {
        locations.forEach((location, i) => {
            if (typeof location.locationName !== 'string' || location.failoverPriority !== i) {
                fail(file, `${pointer}/properties/locations/${i}`, 'each location has a name and failover priority 0, 1, 2 … in order');
            }
        });
    }
    const consistency = properties.consistencyPolicy ?? {};
    if (!CONSISTENCY.includes(consistency.defaultConsistencyLevel)) {
        fail(file, `${pointer}/properties/consistencyPolicy`, `unknown consistency ${JSON.stringify(consistency.defaultConsistencyLevel)}`);
    }
    if (consistency.defaultConsistencyLevel === 'BoundedStaleness'
        && !(consistency.maxStalenessPrefix >= 1 && consistency.maxIntervalInSeconds >= 5)) {
        fail(file, `${pointer}/properties/consistencyPolicy`, 'bounded staleness needs maxStalenessPrefix and maxIntervalInSeconds');
    }
    if (properties.enableMultipleWriteLocations && consistency.defaultConsistencyLevel === 'Strong') {
        fail(file, `${pointer}/properties`, 'strong consistency cannot be combined with multi-region writes');
    }
    const serverless = (properties.capabilities ?? []).some((c) => c.name === 'EnableServerless');
    if (serverless && Array.isArray(locations) && locations.length > 1) {
        fail(file, `${pointer}/properties/locations`, 'a serverless account has one region');
    }
    return serverless;
}

function checkArm(dir, containerFiles) {
    const file = join(dir, 'azuredeploy.json');
    if (!existsSync(file)) {
        return 0;
    }
    const template = readJson(file);
    if (!/deploymentTemplate\.json#$/.test(template.$schema ?? '') || template.contentVersion !== '1.0.0.0') {
        fail(file, '', 'not an ARM deployment template ($schema, contentVersion)');
    }
    const parameters = template.parameters ?? {};
    for (const match of JSON.stringify(template).matchAll(/parameters\('([^']+)'\)/g)) {
        if (!(match[1] in parameters)) {
            fail(file, '/parameters', `the template uses the undefined parameter ${match[1]}`);
        }
    }
    if (typeof parameters.databaseName?.defaultValue === 'string') {
        checkName(file, '/parameters/databaseName/defaultValue', unescapeArm(parameters.databaseName.defaultValue), 'a database name');
    }
    const resources = template.resources ?? [];
    const accounts = resources.filter((r) => r.type === 'Microsoft.DocumentDB/databaseAccounts');
    const databases = resources.filter((r) => r.type === 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases');
    if (accounts.length !== 1 || databases.length !== 1) {
        fail(file, '/resources', 'expected one account and one database');
    }
    const containerResources = resources.filter((r) => r.type === 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers');
    const secondaryIndexes = containerResources.some((r) => r.properties?.resource?.materializedViewDefinition);
    const serverless = accounts.length === 1
        ? checkAccount(file, `/resources/${resources.indexOf(accounts[0])}`, accounts[0], secondaryIndexes)
        : false;
    let checked = 0;
    resources.forEach((resource, i) => {
        const pointer = `/resources/${i}`;
        const arm = armFor(resource.apiVersion);
        if (resource.type.startsWith('Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers') && !arm) {
            fail(file, `${pointer}/apiVersion`, `no ARM schema for ${JSON.stringify(resource.apiVersion)}`);
            return;
        }
        if (resource.type === 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers') {
            schemaErrors(file, arm.container, resource, `ARM schema ${resource.apiVersion}`, pointer);
            const literal = unescapeArm(resource.properties?.resource ?? {});
            const index = literal.materializedViewDefinition;
            if ((resource.apiVersion === PREVIEW_VERSION) !== Boolean(index)) {
                fail(file, `${pointer}/apiVersion`, 'the preview API is for global secondary indexes only');
            }
            if (index) {
                const source = containerResources.find((r) => unescapeArm(r.properties?.resource ?? {}).id === index.sourceCollectionId);
                if (!source || source.properties?.resource?.materializedViewDefinition) {
                    fail(file, `${pointer}/properties/resource/materializedViewDefinition/sourceCollectionId`, 'names no plain container of the template');
                } else if (!(resource.dependsOn ?? []).some((d) => d.includes(`'${index.sourceCollectionId}'`))) {
                    fail(file, `${pointer}/dependsOn`, 'an index must be deployed after its source container');
                }
            }
            checkContainerResource(file, `${pointer}/properties/resource`, literal);
            checkThroughput(file, `${pointer}/properties/options`, resource.properties?.options, serverless);
            const same = containerFiles.get(literal.id);
            if (same === undefined) {
                fail(file, pointer, `no containers/ file has the id ${JSON.stringify(literal.id)}`);
            } else if (JSON.stringify(same) !== JSON.stringify(literal)) {
                fail(file, pointer, `differs from the container file of ${literal.id}`);
            }
            checked += 1;
        } else if (resource.type === 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers/throughputSettings') {
            schemaErrors(file, arm.containerThroughput, resource, `ARM schema ${resource.apiVersion}`, pointer);
        }
    });
    if (containerFiles.size > 0 && checked !== containerFiles.size) {
        fail(file, '/resources', `${checked} containers, but ${containerFiles.size} container files`);
    }
    return checked;
}

// ---- samples -------------------------------------------------------------------

function valueAt(document, path) {
    return path.split('/').filter(Boolean).reduce((node, key) => (node === undefined || node === null ? undefined : node[key]), document);
}

function checkSamples(dir, containerFiles, fileIds) {
    const samplesDir = join(dir, 'samples');
    if (!existsSync(samplesDir)) {
        return 0;
    }
    let checked = 0;
    for (const name of readdirSync(samplesDir).filter((f) => f.endsWith('.sample.json')).sort()) {
        const file = join(samplesDir, name);
        const documents = readJson(file);
        const resource = containerFiles.get(fileIds.get(name.replace(/\.sample\.json$/, '')));
        if (!Array.isArray(documents) || documents.length < 5 || documents.length > 10) {
            fail(file, '', 'expected 5 to 10 sample documents');
            continue;
        }
        const ids = new Set();
        documents.forEach((document, i) => {
            if (typeof document.id !== 'string' || document.id.length === 0) {
                fail(file, `/${i}/id`, 'each document needs a string id');
            }
            if (typeof document.type !== 'string') {
                fail(file, `/${i}/type`, 'each document needs a type discriminator');
            }
            if (resource) {
                const key = resource.partitionKey.paths.map((p) => JSON.stringify(valueAt(document, p)));
                if (key.some((v) => v === undefined)) {
                    fail(file, `/${i}`, `lacks a partition key value (${resource.partitionKey.paths.join(', ')})`);
                }
                const identity = `${key.join('|')}|${document.id}`;
                if (ids.has(identity)) {
                    fail(file, `/${i}/id`, 'id repeated within one partition key value');
                }
                ids.add(identity);
                if ('ttl' in document && resource.defaultTtl === undefined) {
                    fail(file, `/${i}/ttl`, 'an item ttl needs a container defaultTtl');
                }
            }
            if (Buffer.byteLength(JSON.stringify(document)) > 2 * 1024 * 1024) {
                fail(file, `/${i}`, 'larger than the 2 MB item limit');
            }
        });
        checked += documents.length;
    }
    return checked;
}

// ---- one export folder ---------------------------------------------------------

function validateFolder(dir) {
    const containerFiles = new Map();
    const fileIds = new Map();
    const containersDir = join(dir, 'containers');
    const names = existsSync(containersDir) ? readdirSync(containersDir).filter((f) => f.endsWith('.json')).sort() : [];
    for (const name of names) {
        const file = join(containersDir, name);
        const resource = readJson(file);
        const validate = containerValidatorsFor(resource);
        schemaErrors(file, validate.published, resource, 'SqlContainerResource');
        schemaErrors(file, validate.strict, resource, 'SqlContainerResource without unknown properties');
        checkContainerResource(file, '', resource);
        if (containerFiles.has(resource.id)) {
            fail(file, '/id', `another container file has the id ${resource.id}`);
        }
        containerFiles.set(resource.id, resource);
        fileIds.set(basename(name, '.json'), resource.id);
    }
    const indexingDir = join(dir, 'indexing');
    const policies = existsSync(indexingDir) ? readdirSync(indexingDir).filter((f) => f.endsWith('.indexing-policy.json')).sort() : [];
    for (const name of policies) {
        const file = join(indexingDir, name);
        const policy = readJson(file);
        schemaErrors(file, validateIndexingPolicy, policy, 'IndexingPolicy');
        checkIndexingPolicy(file, '', policy);
        const resource = containerFiles.get(fileIds.get(name.replace(/\.indexing-policy\.json$/, '')));
        if (resource && JSON.stringify(resource.indexingPolicy) !== JSON.stringify(policy)) {
            fail(file, '', 'differs from the indexingPolicy of its container file');
        }
    }
    const armContainers = checkArm(dir, containerFiles);
    const samples = checkSamples(dir, containerFiles, fileIds);
    return `${dir}: ${names.length} container files, ${policies.length} indexing policies, ${armContainers} ARM containers, ${samples} sample documents`;
}

for (const dir of exportDirs) {
    const before = findings;
    const summary = validateFolder(dir);
    console.log(`${findings === before ? 'valid' : 'INVALID'}: ${summary}`);
}
if (findings > 0) {
    console.error(`validate-exports: ${findings} finding(s)`);
    process.exit(1);
}
