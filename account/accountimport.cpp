// SPDX-License-Identifier: MIT
#include "accountimport.h"

#include "accountdatabase.h"
#include "model/inference/documentinference.h"
#include "model/inference/inferredmodelfile.h"

#include <algorithm>
#include <map>
#include <set>

namespace cosmos::account {

namespace {

constexpr int kMaxPageSize = 1000;

// What the account says about one container, as read from its definition.
struct ContainerFacts {
    QString id;
    AccountJson definition;
    AccountJson throughput; // the plan's form, null when the account does not say
};

ImportResult failed(const Response &response)
{
    ImportResult result;
    result.failure = response.failure;
    result.error = response.error;
    return result;
}

ImportResult failed(Failure failure, const QString &error)
{
    ImportResult result;
    result.failure = failure;
    result.error = error;
    return result;
}

QStringList partitionKeyPaths(const AccountJson &definition)
{
    QStringList paths;
    const AccountJson &key = definition.value("partitionKey", AccountJson::object());
    if (key.is_object() && key.contains("paths") && key["paths"].is_array())
        for (const AccountJson &path : key["paths"])
            if (path.is_string())
                paths.append(QString::fromStdString(path.get<std::string>()));
    return paths;
}

// The policies `account diff` and a reviewer compare: as the account has them.
AccountJson policiesOf(const AccountJson &definition)
{
    AccountJson policies = AccountJson::object();
    for (const char *member : {"partitionKey", "indexingPolicy", "uniqueKeyPolicy", "defaultTtl",
             "vectorEmbeddingPolicy", "fullTextPolicy", "computedProperties"})
        if (definition.contains(member))
            policies[member] = definition[member];
    return policies;
}

// Unique keys on top-level attributes: a single path marks the attribute unique,
// several paths form a group.
void applyUniqueKeys(Entity &entity, const AccountJson &definition)
{
    const AccountJson &policy = definition.value("uniqueKeyPolicy", AccountJson::object());
    if (!policy.is_object() || !policy.contains("uniqueKeys") || !policy["uniqueKeys"].is_array())
        return;
    int group = 0;
    for (const AccountJson &key : policy["uniqueKeys"]) {
        if (!key.is_object() || !key.contains("paths") || !key["paths"].is_array())
            continue;
        ++group;
        const AccountJson &paths = key["paths"];
        for (const AccountJson &path : paths) {
            if (!path.is_string())
                continue;
            const QString name = QString::fromStdString(path.get<std::string>()).mid(1);
            for (Attribute &attribute : entity.attributes)
                if (attribute.name == name) {
                    attribute.unique = true;
                    if (paths.size() > 1)
                        attribute.uniqueGroup = QStringLiteral("uniqueKey%1").arg(group);
                }
        }
    }
}

class DatabaseImport {
public:
    DatabaseImport(CosmosClient &client, const ImportOptions &options)
        : m_client(client)
        , m_options(options)
    {
    }

    ImportResult run();

private:
    bool report(const QString &step, int done, int total) const
    {
        return !m_options.progress || m_options.progress(step, done, total);
    }
    QString where() const
    {
        return QStringLiteral("database %1 at %2").arg(m_options.database, m_client.endpoint().toString());
    }
    std::optional<ImportResult> readContainers();
    std::optional<ImportResult> sample(const ContainerFacts &container);
    std::optional<ImportResult> count(const QString &container, const QString &sql, const AccountJson &parameters, double &n);
    std::optional<ImportResult> countEntities(std::map<QString, double> &counts);

    CosmosClient &m_client;
    const ImportOptions &m_options;
    std::vector<ContainerFacts> m_containers;
    DocumentInference m_inference;
    std::map<QString, std::set<QString>> m_typesByContainer; // container -> "type" values seen
    std::set<QString> m_untypedContainers;
    QStringList m_warnings;
};

std::optional<ImportResult> DatabaseImport::readContainers()
{
    DatabaseListing listing = listExistingContainers(m_client, m_options.database);
    if (!listing.failure.ok())
        return failed(listing.failure);
    for (auto &[id, definition] : listing.containers) // by id, as the map keeps them
        m_containers.push_back({id, std::move(definition), listing.throughput[id]});
    return std::nullopt;
}

std::optional<ImportResult> DatabaseImport::sample(const ContainerFacts &container)
{
    int read = 0;
    std::optional<ImportResult> problem;
    const int pageSize = std::min(m_options.sample, kMaxPageSize);
    const Response last = m_client.query(m_options.database, container.id, QStringLiteral("SELECT * FROM c"), {},
        pageSize, [&](const Response &page) {
            const AccountJson &documents = page.body.value("Documents", AccountJson::array());
            if (!documents.is_array()) {
                problem = failed(Failure::Protocol,
                    QStringLiteral("%1, container %2: the answer has no list of documents").arg(where(), container.id));
                return false;
            }
            for (const AccountJson &document : documents) {
                if (read >= m_options.sample)
                    break;
                ++read;
                if (!document.is_object()) {
                    problem = failed(Failure::Protocol, QStringLiteral("%1, container %2: document %3 is not an object")
                                                            .arg(where(), container.id)
                                                            .arg(read));
                    return false;
                }
                const auto type = document.find("type");
                if (type != document.end() && type->is_string() && !type->get_ref<const std::string &>().empty())
                    m_typesByContainer[container.id].insert(QString::fromStdString(type->get<std::string>()));
                else
                    m_untypedContainers.insert(container.id);
                m_inference.add(document, container.id);
            }
            if (!report(QStringLiteral("%1: documents").arg(container.id), read, m_options.sample)) {
                problem = failed(Failure::Cancelled, QStringLiteral("cancelled"));
                return false;
            }
            return read < m_options.sample;
        });
    if (problem)
        return problem;
    if (!last.ok())
        return failed(last);
    if (read == 0)
        m_warnings.append(QStringLiteral("container %1 has no documents; the model has no entity for it").arg(container.id));
    return std::nullopt;
}

// A COUNT over the whole container, added up over the pages the service answers with
// (a cross-partition aggregate can come back as one partial count per page).
std::optional<ImportResult> DatabaseImport::count(
    const QString &container, const QString &sql, const AccountJson &parameters, double &n)
{
    n = 0;
    std::optional<ImportResult> problem;
    const Response last = m_client.query(m_options.database, container, sql, parameters, kMaxPageSize,
        [&](const Response &page) {
            const AccountJson &values = page.body.value("Documents", AccountJson::array());
            if (!values.is_array()) {
                problem = failed(Failure::Protocol, QStringLiteral("%1, container %2: the count has no result")
                                                        .arg(where(), container));
                return false;
            }
            for (const AccountJson &value : values)
                if (value.is_number())
                    n += value.get<double>();
            return true;
        });
    if (problem)
        return problem;
    if (!last.ok())
        return failed(last);
    return std::nullopt;
}

// Documents per entity on the account, not extrapolated from the sample: one COUNT per
// type; documents without a type are the container's total less the typed ones.
std::optional<ImportResult> DatabaseImport::countEntities(std::map<QString, double> &counts)
{
    for (const ContainerFacts &container : m_containers) {
        double typed = 0;
        for (const QString &type : m_typesByContainer[container.id]) {
            double n = 0;
            if (auto problem = count(container.id, QStringLiteral("SELECT VALUE COUNT(1) FROM c WHERE c.type = @type"),
                    AccountJson::array({{{"name", "@type"}, {"value", type.toStdString()}}}), n))
                return problem;
            counts[type] += n;
            typed += n;
            if (!report(QStringLiteral("%1: counting").arg(container.id), 0, 0))
                return failed(Failure::Cancelled, QStringLiteral("cancelled"));
        }
        if (!m_untypedContainers.count(container.id))
            continue;
        double total = 0;
        if (auto problem = count(container.id, QStringLiteral("SELECT VALUE COUNT(1) FROM c"), {}, total))
            return problem;
        counts[container.id] = std::max(0.0, total - typed);
    }
    return std::nullopt;
}

ImportResult DatabaseImport::run()
{
    if (auto problem = readContainers())
        return *problem;
    for (const ContainerFacts &container : m_containers)
        if (auto problem = sample(container))
            return *problem;
    if (m_inference.documents() == 0)
        return failed(Failure::NotFound, QStringLiteral("%1: no documents in any container; nothing to infer").arg(where()));
    std::map<QString, double> counts;
    if (auto problem = countEntities(counts))
        return *problem;

    ImportResult result;
    QStringList notes;
    Model model = m_inference.model({m_options.database, counts}, &notes);
    std::map<QString, const ContainerFacts *> byId;
    for (const ContainerFacts &container : m_containers)
        byId[container.id] = &container;
    Json policies = Json::object();
    for (Entity &entity : model.entities) {
        const ContainerFacts &container = *byId.at(model.overrides.containers.at(entity.id));
        model.overrides.partitionKeys[container.id] = partitionKeyPaths(container.definition);
        Json &policy = policies[container.id.toStdString()] = Json::parse(policiesOf(container.definition).dump());
        if (!container.throughput.is_null())
            policy["throughput"] = Json::parse(container.throughput.dump());
        if (container.definition.contains("defaultTtl") && container.definition["defaultTtl"].is_number())
            entity.ttlSeconds = container.definition["defaultTtl"].get<double>();
        applyUniqueKeys(entity, container.definition);
    }
    model.overrides.extra["policies"] = policies;
    if (const InferredModelFile file = checkInferredModel(model); !file.ok())
        return failed(Failure::Protocol, QStringLiteral("%1: %2").arg(where(), file.problem));
    result.model = std::move(model);
    result.warnings = m_warnings + m_inference.warnings() + notes;
    return result;
}

} // namespace

ImportResult importDatabase(CosmosClient &client, const ImportOptions &options)
{
    return DatabaseImport(client, options).run();
}

} // namespace cosmos::account
