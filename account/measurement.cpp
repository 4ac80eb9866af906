// SPDX-License-Identifier: MIT
#include "measurement.h"

#include "accountdatabase.h"
#include "model/export/deploymentplan.h"
#include "model/export/operationplan.h"

#include <QUuid>

#include <algorithm>
#include <cmath>

#include <map>

namespace cosmos::account {

namespace {

constexpr int kPageSize = 100;

using Call = PlannedRequest::Call;

bool isWrite(Call call)
{
    return call != Call::ReadItem && call != Call::Query;
}

// x-ms-documentdb-partitionkey takes the key's values as a JSON array.
QByteArray partitionKeyHeader(const OrderedJson &key)
{
    return QByteArray::fromStdString(key.is_array() ? key.dump() : OrderedJson::array({key}).dump());
}

// Four decimals, as `analyze --format json` writes its figures, so the two compare.
Json rounded(double value)
{
    return std::round(value * 10000) / 10000;
}

Json roundedOrNull(const std::optional<double> &value)
{
    return value ? rounded(*value) : Json(nullptr);
}

QString documentLink(const QString &database, const QString &container, const QString &id)
{
    return QStringLiteral("dbs/%1/colls/%2/docs/%3").arg(database, container, id);
}

QString text(const OrderedJson &value)
{
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
}

QString idOf(const OrderedJson &document)
{
    return document.is_object() && document.contains("id") ? text(document["id"]) : QString();
}

class Measurer {
public:
    Measurer(CosmosClient &client, const Model &model, const Analysis &analysis, const MeasureOptions &options)
        : m_client(client)
        , m_model(model)
        , m_analysis(analysis)
        , m_options(options)
    {
    }

    MeasureResult run();

private:
    bool fail(const Response &response)
    {
        m_result.failure = response.failure;
        m_result.error = response.error;
        return false;
    }
    bool readStoredDocuments(const AccountContainers &existing);
    bool prepareScratch(const QString &container);
    void removeScratch();
    // The charge of one run of the request; nullopt with `skipped` or a failure.
    std::optional<double> execute(const PlannedRequest &request, QString &skipped);
    std::optional<double> executeWrite(const PlannedRequest &request, QString &skipped);
    Response createCopy(const PlannedRequest &request, OrderedJson &copy);
    void measurePattern(size_t index, const std::vector<const PlannedRequest *> &requests);
    void summariseContainers();

    CosmosClient &m_client;
    const Model &m_model;
    const Analysis &m_analysis;
    const MeasureOptions &m_options;
    MeasureResult m_result;
    std::map<QString, OrderedJson> m_stored;
    QStringList m_missingContainers;
    QString m_scratchFor; // the design container the scratch copies
    std::optional<DeploymentPlan> m_plan; // the design's container bodies, made for the first scratch
    // Per request (pattern index, container): the mean measured charge.
    std::map<std::pair<size_t, QString>, double> m_charges;
};

bool Measurer::readStoredDocuments(const AccountContainers &existing)
{
    for (const ContainerAnalysis &container : m_analysis.containers) {
        if (!existing.count(container.name)) {
            m_missingContainers.append(container.name);
            continue;
        }
        OrderedJson documents = OrderedJson::array();
        const Response last = m_client.query(m_options.database, container.name, QStringLiteral("SELECT * FROM c"), {},
            std::min(kPageSize, m_options.documentsPerContainer), [&](const Response &page) {
                for (const OrderedJson &document : page.body.value("Documents", OrderedJson::array()))
                    if (document.is_object() && int(documents.size()) < m_options.documentsPerContainer)
                        documents.push_back(document);
                return int(documents.size()) < m_options.documentsPerContainer;
            });
        if (!last.ok())
            return fail(last);
        m_stored[container.name] = std::move(documents);
    }
    return true;
}

// A container with the design's definition under a new name, for writes to land in.
bool Measurer::prepareScratch(const QString &container)
{
    if (!m_result.scratchContainer.isEmpty())
        removeScratch();
    if (!m_plan)
        m_plan = planDeployment(m_model, m_analysis);
    OrderedJson resource;
    for (const DeploymentPlan::Container &designed : m_plan->containers)
        if (designed.name == container)
            resource = designed.resource;
    const QString scratch = QStringLiteral("%1-measure-%2")
                                .arg(container, QUuid::createUuid().toString(QUuid::Id128).left(8));
    resource["id"] = scratch.toStdString();
    resource.erase("materializedViewDefinition");
    const QString database = QStringLiteral("dbs/") + m_options.database;
    const Response created = m_client.send("POST", QStringLiteral("colls"), database, database + QStringLiteral("/colls"),
        QByteArray::fromStdString(resource.dump()));
    if (!created.ok())
        return fail(created);
    m_result.scratchContainer = scratch;
    m_scratchFor = container;
    return true;
}

void Measurer::removeScratch()
{
    if (m_result.scratchContainer.isEmpty())
        return;
    const QString link = QStringLiteral("dbs/%1/colls/%2").arg(m_options.database, m_result.scratchContainer);
    const Response removed = m_client.send("DELETE", QStringLiteral("colls"), link, link);
    if (!removed.ok() && m_result.error.isEmpty()) {
        m_result.failure = removed.failure;
        m_result.error = QStringLiteral("%1 (the scratch container %2 may need removing by hand)")
                             .arg(removed.error, m_result.scratchContainer);
    }
    m_scratchFor.clear();
}

std::optional<double> Measurer::execute(const PlannedRequest &request, QString &skipped)
{
    if (!request.unbound.isEmpty()) {
        skipped = request.unbound;
        return std::nullopt;
    }
    if (m_missingContainers.contains(request.container)) {
        skipped = QStringLiteral("container %1 is not on the account (account deploy creates it)").arg(request.container);
        return std::nullopt;
    }
    if (isWrite(request.call))
        return executeWrite(request, skipped);
    if (request.call == Call::ReadItem) {
        const QString link = documentLink(m_options.database, request.container, text(request.id));
        const Response read = m_client.send("GET", QStringLiteral("docs"), link, link, {},
            {{"x-ms-documentdb-partitionkey", partitionKeyHeader(request.partitionKey)}});
        if (!read.ok()) {
            fail(read);
            return std::nullopt;
        }
        return read.requestCharge;
    }
    double charge = 0;
    const Response last = m_client.query(m_options.database, request.container, request.sql, request.parameters, kPageSize,
        [&](const Response &page) {
            charge += page.requestCharge;
            return true;
        });
    // A query the service refuses (one the gateway cannot run without a query plan,
    // or the model's own text) is this pattern's problem, not the run's.
    if (last.failure == Failure::BadRequest) {
        skipped = QStringLiteral("the account refused the query: %1").arg(last.error);
        return std::nullopt;
    }
    if (!last.ok()) {
        fail(last);
        return std::nullopt;
    }
    return charge;
}

// A stored document copied into the scratch container under a new id: what a replace,
// patch or delete then changes.
Response Measurer::createCopy(const PlannedRequest &request, OrderedJson &copy)
{
    copy = request.document.is_object() ? request.document : OrderedJson::object();
    if (const auto stored = m_stored.find(request.container); copy.empty() && stored != m_stored.end())
        for (const OrderedJson &document : stored->second)
            if (idOf(document) == text(request.id))
                copy = document;
    for (const char *system : {"_rid", "_self", "_etag", "_attachments", "_ts"})
        copy.erase(system);
    copy["id"] = QUuid::createUuid().toString(QUuid::WithoutBraces).toStdString();
    const QString link = QStringLiteral("dbs/%1/colls/%2").arg(m_options.database, m_result.scratchContainer);
    return m_client.send("POST", QStringLiteral("docs"), link, link + QStringLiteral("/docs"),
        QByteArray::fromStdString(copy.dump()), {{"x-ms-documentdb-partitionkey", partitionKeyHeader(request.partitionKey)}});
}

std::optional<double> Measurer::executeWrite(const PlannedRequest &request, QString &skipped)
{
    if (!m_options.allowWrites) {
        skipped = QStringLiteral("writes run only with --allow-writes, in a scratch container");
        return std::nullopt;
    }
    if (request.call == Call::Batch) {
        skipped = QStringLiteral("transactional batches are not measured");
        return std::nullopt;
    }
    if (m_scratchFor != request.container && !prepareScratch(request.container))
        return std::nullopt;
    OrderedJson copy;
    const Response created = createCopy(request, copy);
    if (!created.ok()) {
        fail(created);
        return std::nullopt;
    }
    if (request.call == Call::Create)
        return created.requestCharge;
    const Headers key {{"x-ms-documentdb-partitionkey", partitionKeyHeader(request.partitionKey)}};
    const QString link = documentLink(m_options.database, m_result.scratchContainer, idOf(copy));
    Response response;
    switch (request.call) {
    case Call::Upsert: {
        const QString feed = QStringLiteral("dbs/%1/colls/%2").arg(m_options.database, m_result.scratchContainer);
        Headers upsert = key;
        upsert.append(qMakePair(QByteArray("x-ms-documentdb-is-upsert"), QByteArray("True")));
        response = m_client.send("POST", QStringLiteral("docs"), feed, feed + QStringLiteral("/docs"),
            QByteArray::fromStdString(copy.dump()), upsert);
        break;
    }
    case Call::Replace:
        response = m_client.send("PUT", QStringLiteral("docs"), link, link, QByteArray::fromStdString(copy.dump()), key);
        break;
    case Call::Patch: {
        Headers patch = key;
        patch.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/json_patch+json")));
        response = m_client.send("PATCH", QStringLiteral("docs"), link, link,
            QByteArray::fromStdString(OrderedJson {{"operations", request.patch}}.dump()), patch);
        break;
    }
    default: // Delete
        response = m_client.send("DELETE", QStringLiteral("docs"), link, link, {}, key);
        break;
    }
    if (!response.ok()) {
        fail(response);
        return std::nullopt;
    }
    return response.requestCharge;
}

void Measurer::measurePattern(size_t index, const std::vector<const PlannedRequest *> &requests)
{
    PatternMeasurement &pattern = m_result.patterns[index];
    if (requests.empty()) {
        pattern.skipped = QStringLiteral("no request reaches a container");
        return;
    }
    std::vector<double> totals(requests.size(), 0);
    for (int run = 0; run < m_options.repeat; ++run)
        for (size_t r = 0; r < requests.size(); ++r) {
            QString skipped;
            const std::optional<double> charge = execute(*requests[r], skipped);
            if (!charge) {
                pattern.skipped = skipped; // empty after a failure, which ends the run
                return;
            }
            totals[r] += *charge;
        }
    double sum = 0;
    for (size_t r = 0; r < requests.size(); ++r) {
        const double mean = totals[r] / m_options.repeat;
        m_charges[{index, requests[r]->container}] += mean;
        sum += mean;
    }
    pattern.measuredRu = sum;
    pattern.samples = m_options.repeat;
}

// A container's peak from the measured charges: each pattern's charge there times its
// peak RPS, known only when every pattern that reaches the container was measured.
void Measurer::summariseContainers()
{
    for (const ContainerAnalysis &container : m_analysis.containers) {
        ContainerMeasurement measured {container.name, container.ruPerSecondPeak, 0.0};
        for (size_t i = 0; i < m_analysis.accessPatterns.size() && measured.measuredRuPerSecondPeak; ++i) {
            const auto &requests = m_analysis.accessPatterns[i].requests;
            const bool reaches = std::any_of(requests.begin(), requests.end(),
                [&](const SubRequest &request) { return request.container == container.name; });
            if (!reaches)
                continue;
            const auto charge = m_charges.find({i, container.name});
            if (charge == m_charges.end())
                measured.measuredRuPerSecondPeak.reset();
            else
                *measured.measuredRuPerSecondPeak += charge->second * m_model.accessPatterns[i].rpsPeak.value_or(0);
        }
        m_result.containers.push_back(measured);
    }
}

MeasureResult Measurer::run()
{
    const DatabaseListing listing = listExistingContainers(m_client, m_options.database);
    if (!listing.failure.ok()) {
        fail(listing.failure);
        return m_result;
    }
    if (!readStoredDocuments(listing.containers))
        return m_result;
    const std::vector<PlannedRequest> plan = planRequests(m_model, m_analysis, m_stored);
    for (size_t i = 0; i < m_model.accessPatterns.size() && i < m_analysis.accessPatterns.size(); ++i) {
        m_result.patterns.push_back({m_model.accessPatterns[i].id, m_analysis.accessPatterns[i].ruPerRequest, {}, 0, {}});
        std::vector<const PlannedRequest *> requests;
        for (const PlannedRequest &request : plan)
            if (request.patternIndex == i)
                requests.push_back(&request);
        if (m_options.progress
            && !m_options.progress(m_model.accessPatterns[i].id, int(i), int(m_model.accessPatterns.size()))) {
            m_result.failure = Failure::Cancelled;
            m_result.error = QStringLiteral("cancelled");
            break;
        }
        measurePattern(i, requests);
        if (m_result.failure != Failure::None)
            break;
    }
    removeScratch();
    if (m_result.failure == Failure::None)
        summariseContainers();
    return m_result;
}

} // namespace

bool MeasureResult::complete() const
{
    return std::all_of(patterns.begin(), patterns.end(), [](const PatternMeasurement &p) { return p.measuredRu.has_value(); });
}

Json MeasureResult::toJson() const
{
    Json json = {{"patterns", Json::array()}, {"containers", Json::array()}};
    for (const PatternMeasurement &pattern : patterns) {
        Json item = {{"id", pattern.id.toStdString()}, {"estimatedRu", rounded(pattern.estimatedRu)},
            {"measuredRu", roundedOrNull(pattern.measuredRu)}, {"samples", pattern.samples}};
        if (!pattern.skipped.isEmpty())
            item["skipped"] = pattern.skipped.toStdString();
        json["patterns"].push_back(item);
    }
    for (const ContainerMeasurement &container : containers)
        json["containers"].push_back({{"name", container.name.toStdString()},
            {"estimatedRuPerSecondPeak", rounded(container.estimatedRuPerSecondPeak)},
            {"measuredRuPerSecondPeak", roundedOrNull(container.measuredRuPerSecondPeak)}});
    return json;
}

QStringList MeasureResult::lines() const
{
    QStringList out;
    for (const PatternMeasurement &pattern : patterns)
        out.append(pattern.measuredRu
                ? QStringLiteral("%1: estimated %2 RU, measured %3 RU (%4 runs)")
                      .arg(pattern.id)
                      .arg(pattern.estimatedRu, 0, 'f', 2)
                      .arg(*pattern.measuredRu, 0, 'f', 2)
                      .arg(pattern.samples)
                : QStringLiteral("%1: estimated %2 RU, not measured: %3")
                      .arg(pattern.id)
                      .arg(pattern.estimatedRu, 0, 'f', 2)
                      .arg(pattern.skipped));
    for (const ContainerMeasurement &container : containers)
        out.append(container.measuredRuPerSecondPeak
                ? QStringLiteral("container %1: estimated %2 RU/s at peak, measured %3 RU/s")
                      .arg(container.name)
                      .arg(container.estimatedRuPerSecondPeak, 0, 'f', 1)
                      .arg(*container.measuredRuPerSecondPeak, 0, 'f', 1)
                : QStringLiteral("container %1: estimated %2 RU/s at peak, not measured in full")
                      .arg(container.name)
                      .arg(container.estimatedRuPerSecondPeak, 0, 'f', 1));
    return out;
}

MeasureResult measureDesign(
    CosmosClient &client, const Model &model, const Analysis &analysis, const MeasureOptions &options)
{
    return Measurer(client, model, analysis, options).run();
}

} // namespace cosmos::account
