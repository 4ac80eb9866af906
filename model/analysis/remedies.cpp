// SPDX-License-Identifier: MIT
#include "remedies.h"

#include "remedycopies.h"

#include "capacity.h"
#include "containersynthesis.h"
#include "requestcost.h"

#include "model/document/modellookup.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace cosmos {

using namespace remedycopies;

namespace {

using A = AssumptionId;

const Attribute *topLevelAttribute(const Entity &entity, const QString &name)
{
    for (const Attribute &attribute : entity.attributes)
        if (attribute.name == name)
            return &attribute;
    return nullptr;
}

QString upperFirst(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

// A new container's name from an entity's: "Order item" → "OrderItem".
QString nameWord(const QString &name)
{
    const QString word = pascalCase(name);
    return word.isEmpty() ? QStringLiteral("Copies") : word;
}

// A read that fans out to every partition of one container for one document type.
bool servableFromOnePartition(const AccessPattern &pattern, const PatternAnalysis &analysed)
{
    return pattern.operation == Operation::Query && pattern.entities.size() == 1
        && analysed.kind == RouteKind::CrossPartitionQuery && analysed.requests.size() == 1
        && !analysed.requests.front().prefixOnly && analysed.requests.front().partitionsScanned > 1
        && analysed.ruPerRequest > 0;
}

// The attribute an equality filter gives a value of: the key a copy is kept by.
QString equalityAttribute(const AccessPattern &pattern, const Entity &entity)
{
    for (const Filter &filter : pattern.filters) {
        if (filter.op != FilterOp::Eq)
            continue;
        QString name = filter.attribute;
        if (name.startsWith(entity.id + QLatin1Char('.')))
            name = name.mid(entity.id.size() + 1);
        const Attribute *attribute = topLevelAttribute(entity, name);
        if (attribute && isScalar(attribute->type))
            return name;
    }
    return {};
}

bool filtersOn(const AccessPattern &pattern, const Entity &entity, const QString &name)
{
    return std::any_of(pattern.filters.begin(), pattern.filters.end(), [&](const Filter &filter) {
        return filter.attribute == name || filter.attribute == entity.id + QLatin1Char('.') + name;
    });
}

// A view copies the documents the read wants; an index every document of its source.
class Evaluator {
public:
    Evaluator(const Model &model, const Analysis &analysis)
        : m_model(model)
        , m_analysis(analysis)
        , m_cost(analysis.assumptions)
    {
        for (const ContainerAnalysis &container : analysis.containers)
            m_names.insert(container.name);
        measureWrites();
    }

    std::vector<PatternRemedy> options(const AccessPattern &pattern, const PatternAnalysis &analysed)
    {
        const SubRequest &request = analysed.requests.front();
        const Entity *source = ModelLookup::entity(m_model, pattern.entities.front());
        const ContainerAnalysis *home = m_analysis.container(request.container);
        if (!source || !home || !home->entities.contains(source->id))
            return {}; // embedded documents are read with their holder; a copy of them is another design
        PatternRemedy base;
        base.source = home->name;
        base.sourceEntity = source->id;
        base.ruPerRequestBefore = analysed.ruPerRequest;
        base.ruPerRequestAfter = m_cost.query(request.documents, request.returnedKB, 1, request.consistency);
        const double perRequestSaved = std::max(0.0, base.ruPerRequestBefore - base.ruPerRequestAfter);
        const double requestsPeak = analysed.ruPerSecondPeak / analysed.ruPerRequest;
        const double requestsAvg = analysed.ruPerSecondAvg / analysed.ruPerRequest;
        base.ruPerSecondSaved = perRequestSaved * requestsPeak;
        const double savedAvg = perRequestSaved * requestsAvg;

        std::vector<PatternRemedy> out;
        const QString key = equalityAttribute(pattern, *source);
        if (!key.isEmpty()) {
            for (const RemedyKind kind : {RemedyKind::View, RemedyKind::Gsi}) {
                PatternRemedy copy = base;
                copy.kind = kind;
                copy.keyAttribute = key;
                copy.partitionKey = {QLatin1Char('/') + key};
                const ContainerAnalysis *keyed
                    = kind == RemedyKind::View ? containerKeyedBy(copy.partitionKey) : nullptr;
                copy.newContainer = !keyed;
                copy.container = keyed ? keyed->name
                                       : newContainer(nameWord(source->name) + QStringLiteral("By") + upperFirst(key)
                                           + (kind == RemedyKind::Gsi ? QStringLiteral("Index") : QString()));
                // An index copies every document of its source: Azure's definition has no WHERE.
                copy.storageGBAdded = 0;
                for (const QString &id : copiedEntities(copy, *home))
                    if (const Entity *copied = ModelLookup::entity(m_model, id))
                        copy.storageGBAdded += entityGB(*copied, copied->documentCount.value_or(0));
                out.push_back(costed(copy, *home, keyed, savedAvg));
            }
        } else if (feedCanServe(pattern)) {
            PatternRemedy feed = base;
            feed.kind = RemedyKind::View;
            feed.feed = true;
            feed.feedDocuments = *pattern.resultCount;
            feed.feedChangeShare = feedChangeShare(feed.feedDocuments, m_writes.value(source->id).createdDocumentsPerSecond,
                m_analysis.assumptions[A::ChangeHalfLifeHours]);
            feed.keyAttribute = topLevelAttribute(*source, QStringLiteral("type")) ? QStringLiteral("feedPartition")
                                                                                   : QStringLiteral("type");
            feed.partitionKey = {QLatin1Char('/') + feed.keyAttribute};
            feed.newContainer = true;
            feed.container = newContainer(nameWord(source->name) + QStringLiteral("Feed"),
                QStringLiteral("newest ") + QString::number(feed.feedDocuments));
            feed.storageGBAdded = entityGB(*source, feed.feedDocuments);
            out.push_back(costed(feed, *home, nullptr, savedAvg));
        }
        if (home->partitionKey.size() == 1 && !home->edgeContainer) {
            const QString keyName = home->partitionKey.front().mid(1);
            const Attribute *attribute = topLevelAttribute(*source, keyName);
            // A caller can know a reference it holds (the order's customer), not a
            // document's own id or timestamp, a number or a flag it is looking for.
            if (attribute && attribute->type == AttributeType::String && !filtersOn(pattern, *source, keyName)) {
                PatternRemedy pass = base;
                pass.kind = RemedyKind::PassKey;
                pass.container = home->name;
                pass.partitionKey = home->partitionKey;
                pass.keyAttribute = keyName;
                out.push_back(costed(pass, *home, home, savedAvg));
            }
        }
        return out;
    }

private:
    const ContainerAnalysis *containerKeyedBy(const QStringList &key) const
    {
        for (const ContainerAnalysis &container : m_analysis.containers)
            if (container.partitionKey == key && !container.edgeContainer && container.kind == ContainerKind::Container)
                return &container;
        return nullptr;
    }

    // The container a new copy would go to: one per purpose (the source and its key,
    // or a feed's length), so two reads that want the same copy share it.
    QString newContainer(const QString &wanted, const QString &purpose = QString())
    {
        const QString key = wanted + QLatin1Char('\n') + purpose;
        if (const auto known = m_newContainers.constFind(key); known != m_newContainers.constEnd())
            return *known;
        QString name = wanted;
        for (int n = 2; m_names.contains(name); ++n)
            name = wanted + QString::number(n);
        m_names.insert(name);
        m_newContainers.insert(key, name);
        return name;
    }

    static double entityGB(const Entity &entity, double documents)
    {
        return documents * entity.avgSizeKB.value_or(1) / (1024.0 * 1024.0);
    }

    // What writing each entity's documents costs, at peak and on average, and the
    // share of it that creates them: a copy is written as often as its source, and a
    // feed also deletes its oldest copy for each one created. How many are created a
    // second (on average, or at peak for a writer whose traffic has no average) says
    // how long a document stays among a feed's newest.
    struct Writes {
        double peak = 0, avg = 0, createdPeak = 0, createdAvg = 0, createdDocumentsPerSecond = 0;
    };
    void measureWrites()
    {
        for (const PatternAnalysis &writer : m_analysis.accessPatterns) {
            if (writer.ruPerRequest <= 0)
                continue;
            const double requestsPerSecond
                = (writer.ruPerSecondAvg > 0 ? writer.ruPerSecondAvg : writer.ruPerSecondPeak) / writer.ruPerRequest;
            for (const SubRequest &request : writer.requests) {
                if (request.kind != RouteKind::Write)
                    continue;
                for (const WritePart &part : request.writes) {
                    Writes &w = m_writes[part.entity];
                    if (part.operation == Operation::Create)
                        w.createdDocumentsPerSecond += requestsPerSecond * part.documents;
                    const double peak = writer.ruPerSecondPeak / writer.ruPerRequest * part.documents * part.ruEach;
                    const double avg = writer.ruPerSecondAvg / writer.ruPerRequest * part.documents * part.ruEach;
                    w.peak += peak;
                    w.avg += avg;
                    // As the served design copies it: a writer that creates documents of
                    // the entity writes its copy and trims the feed at every request.
                    if (createsDocumentsOf(writer, part.entity)) {
                        w.createdPeak += peak;
                        w.createdAvg += avg;
                    }
                }
            }
        }
    }

    // The copies' writes at peak and on average: each write of a source again. A feed
    // writes each created document and deletes its oldest copy for it, and copies only
    // its share of the other changes, those of documents still in the feed.
    std::pair<double, double> copyWrites(const QStringList &entities, const PatternRemedy &remedy) const
    {
        std::pair<double, double> out {0, 0};
        for (const QString &entity : entities) {
            const Writes w = m_writes.value(entity);
            if (!remedy.feed) {
                out.first += w.peak;
                out.second += w.avg;
                continue;
            }
            out.first += 2 * w.createdPeak + (w.peak - w.createdPeak) * remedy.feedChangeShare;
            out.second += 2 * w.createdAvg + (w.avg - w.createdAvg) * remedy.feedChangeShare;
        }
        return out;
    }

    CapacityNeed need(double avg, double peak, double gb) const
    {
        CapacityNeed n;
        n.ruPerSecondAvg = std::max(0.0, avg);
        n.ruPerSecondPeak = std::max(0.0, peak);
        n.dataGB = std::max(0.0, gb);
        n.regions = std::max(1, int(m_model.application.regions.size()));
        n.multiRegionWrites = m_model.application.multiRegionWrites;
        return n;
    }

    double monthly(const CapacityNeed &n) const
    {
        return planCapacity(m_model.application.capacityMode, n, m_analysis.assumptions).monthlyCostUsd();
    }

    // The bill with the remedy against the bill without: the home container serves
    // the read for less, the serving container stores and writes the copies.
    PatternRemedy costed(
        PatternRemedy remedy, const ContainerAnalysis &home, const ContainerAnalysis *target, double savedAvg) const
    {
        double addedAvg = 0;
        if (remedy.kind != RemedyKind::PassKey)
            std::tie(remedy.ruPerSecondAdded, addedAvg) = copyWrites(copiedEntities(remedy, home), remedy);
        const CapacityNeed homeBefore = need(home.ruPerSecondAvg, home.ruPerSecondPeak, home.dataGB);
        CapacityNeed homeAfter
            = need(home.ruPerSecondAvg - savedAvg, home.ruPerSecondPeak - remedy.ruPerSecondSaved, home.dataGB);
        double delta = 0;
        if (target == &home) {
            homeAfter = need(homeAfter.ruPerSecondAvg + addedAvg, homeAfter.ruPerSecondPeak + remedy.ruPerSecondAdded,
                homeAfter.dataGB + remedy.storageGBAdded);
        } else if (target) {
            delta += monthly(need(target->ruPerSecondAvg + addedAvg, target->ruPerSecondPeak + remedy.ruPerSecondAdded,
                         target->dataGB + remedy.storageGBAdded))
                - monthly(need(target->ruPerSecondAvg, target->ruPerSecondPeak, target->dataGB));
        } else {
            // A new container also serves the reads it takes over.
            const double readsPeak = remedy.ruPerRequestAfter * remedy.ruPerSecondSaved
                / std::max(1e-9, remedy.ruPerRequestBefore - remedy.ruPerRequestAfter);
            const double readsAvg = readsPeak * (remedy.ruPerSecondSaved > 0 ? savedAvg / remedy.ruPerSecondSaved : 0);
            delta += monthly(need(addedAvg + readsAvg, remedy.ruPerSecondAdded + readsPeak, remedy.storageGBAdded));
            homeAfter
                = need(homeAfter.ruPerSecondAvg - readsAvg, homeAfter.ruPerSecondPeak - readsPeak, homeAfter.dataGB);
        }
        delta += monthly(homeAfter) - monthly(homeBefore);
        remedy.monthlyCostDeltaUsd = delta;
        return remedy;
    }

    const Model &m_model;
    const Analysis &m_analysis;
    RequestCost m_cost;
    QSet<QString> m_names;
    QHash<QString, QString> m_newContainers; // purpose -> name
    QHash<QString, Writes> m_writes;         // by entity id
};

std::optional<RemedyKind> userChoiceOf(const Model &model, const QString &patternId)
{
    const auto user = model.overrides.remedies.find(patternId);
    return user == model.overrides.remedies.end() ? std::nullopt : std::optional<RemedyKind>(user->second);
}

// What one read's fan-out adds to each partition of its container at peak: the
// part of its charge that every further partition asked repeats.
double fanOutPerPartition(const PatternAnalysis &analysed, const PatternRemedy &remedy)
{
    const int partitions = analysed.requests.front().partitionsScanned;
    if (partitions < 2 || analysed.ruPerRequest <= 0)
        return 0;
    const double perPartition = std::max(0.0, remedy.ruPerRequestBefore - remedy.ruPerRequestAfter) / (partitions - 1);
    const double peak = perPartition * analysed.ruPerSecondPeak / analysed.ruPerRequest;
    return std::isfinite(peak) ? peak : 0;
}

struct FanOut {
    double ruPerPartitionPeak = 0;
    QString pattern;
    bool leavesAnyway = false; // its copy is chosen by the user or pays for itself
};

// Whether a read leaves its container whatever its fan-out: the user chose a way to
// serve it elsewhere, or its cheapest view lowers the bill.
bool leavesAnyway(const std::vector<PatternRemedy> &options, std::optional<RemedyKind> userChoice)
{
    if (userChoice)
        return *userChoice != RemedyKind::None;
    return std::any_of(options.begin(), options.end(),
        [](const PatternRemedy &o) { return o.kind == RemedyKind::View && o.monthlyCostDeltaUsd < 0; });
}

// RULES.md section 12: a container whose cross-partition reads alone fill a share of
// every partition cannot be served at any size. The reads whose copies make it
// servable again are said to fix it: first those that leave anyway, then the busiest
// of the others, until the fan-out left fits. The rest are weighed on their cost
// alone, since taking them off would not be enough or not be needed.
void markFeasibilityFixes(RemedyPlan &plan, const Analysis &asModelled, std::map<QString, std::vector<FanOut>> byHome)
{
    const double limit = asModelled.assumptions[A::FanOutMaxShare] * asModelled.assumptions[A::PartitionMaxRu];
    for (auto &[homeName, reads] : byHome) {
        const ContainerAnalysis *home = asModelled.container(homeName);
        if (!home
            || std::find(home->infeasibleKinds.begin(), home->infeasibleKinds.end(), Infeasibility::CrossPartitionLoad)
                == home->infeasibleKinds.end())
            continue;
        const auto chosenKey = std::find_if(home->keyEvaluation.begin(), home->keyEvaluation.end(),
            [](const KeyEvaluation &e) { return e.chosen; });
        if (chosenKey == home->keyEvaluation.end())
            continue;
        std::stable_sort(reads.begin(), reads.end(), [](const FanOut &a, const FanOut &b) {
            if (a.leavesAnyway != b.leavesAnyway)
                return a.leavesAnyway;
            return a.ruPerPartitionPeak > b.ruPerPartitionPeak;
        });
        double left = chosenKey->fanOutRuPerPartition;
        size_t needed = 0;
        while (needed < reads.size() && left >= limit - 1e-9)
            left -= reads[needed++].ruPerPartitionPeak;
        if (left >= limit - 1e-9)
            continue; // the copies alone cannot make it servable: each is weighed on its cost
        for (size_t i = 0; i < needed; ++i)
            for (PatternRemedy &option : plan.byPattern[reads[i].pattern])
                option.fixesFeasibility = true;
    }
}

// The user's choice, else the cheapest view that pays for itself or makes the design
// servable. An index is costed alike but chosen only by the user: it is in preview
// and needs continuous backup, which the model does not record.
void choose(std::vector<PatternRemedy> &options, std::optional<RemedyKind> userChoice)
{
    PatternRemedy *best = nullptr;
    for (PatternRemedy &option : options) {
        if (option.kind != RemedyKind::View)
            continue;
        if (!best || option.monthlyCostDeltaUsd < best->monthlyCostDeltaUsd - 0.005)
            best = &option;
    }
    if (best && (best->monthlyCostDeltaUsd < 0 || best->fixesFeasibility))
        best->recommended = true;
    for (PatternRemedy &option : options)
        option.chosen = userChoice ? option.kind == *userChoice : option.recommended;
}

} // namespace

namespace remedycopies {

bool createsDocumentsOf(const PatternAnalysis &writer, const QString &entity)
{
    for (const SubRequest &request : writer.requests)
        for (const WritePart &part : request.writes)
            if (part.entity == entity && part.operation == Operation::Create)
                return true;
    return false;
}

} // namespace remedycopies

bool feedCanServe(const AccessPattern &pattern)
{
    // A feed longer than this is not "the newest few": one partition would hold too much.
    constexpr double kFeedMaxDocuments = 1000;
    return !pattern.sort.empty() && pattern.resultCount && *pattern.resultCount >= 1
        && *pattern.resultCount <= kFeedMaxDocuments;
}

bool RemedyPlan::anyChosen() const
{
    for (const auto &[pattern, options] : byPattern)
        for (const PatternRemedy &option : options)
            if (option.chosen)
                return true;
    return false;
}

RemedyPlan planRemedies(const Model &model, const Analysis &asModelled)
{
    const ModelLookupScope lookup(model); // the options ask for entities by id, pattern by pattern
    RemedyPlan plan;
    Evaluator evaluator(model, asModelled);
    std::map<QString, std::vector<FanOut>> fanOutByHome; // reads a view could take off each container
    for (const AccessPattern &pattern : model.accessPatterns) {
        const PatternAnalysis *analysed = asModelled.accessPattern(pattern.id);
        if (!analysed || !servableFromOnePartition(pattern, *analysed))
            continue;
        std::vector<PatternRemedy> options = evaluator.options(pattern, *analysed);
        const auto view = std::find_if(options.begin(), options.end(),
            [](const PatternRemedy &o) { return o.kind == RemedyKind::View; });
        if (view != options.end())
            fanOutByHome[view->source].push_back({fanOutPerPartition(*analysed, *view), pattern.id,
                leavesAnyway(options, userChoiceOf(model, pattern.id))});
        if (!options.empty())
            plan.byPattern[pattern.id] = std::move(options);
    }
    markFeasibilityFixes(plan, asModelled, std::move(fanOutByHome));
    for (auto &[patternId, options] : plan.byPattern)
        choose(options, userChoiceOf(model, patternId));
    return plan;
}

} // namespace cosmos
