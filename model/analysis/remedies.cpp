// SPDX-License-Identifier: MIT
#include "remedies.h"

#include "capacity.h"
#include "containersynthesis.h"
#include "requestcost.h"

#include <QSet>

#include <algorithm>

namespace cosmos {

namespace {

using A = AssumptionId;

// A feed longer than this is not "the newest few": one partition would hold too much.
constexpr double kFeedMaxDocuments = 1000;

// The ids the served model gives what it adds; publishRemedies() maps them back.
QString copyId(const QString &entity, const QString &container)
{
    return entity + QLatin1Char('~') + container;
}

QString copyWriteId(const QString &pattern, const QString &copy, bool trim)
{
    return pattern + QLatin1Char('~') + copy + (trim ? QStringLiteral("~trim") : QString());
}

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
QStringList copiedEntities(const PatternRemedy &remedy, const ContainerAnalysis &source)
{
    return remedy.kind == RemedyKind::Gsi ? source.entities : QStringList {remedy.sourceEntity};
}

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
        const Entity *source = m_model.entity(pattern.entities.front());
        const ContainerAnalysis *home = m_analysis.container(request.container);
        if (!source || !home || !home->entities.contains(source->id))
            return {}; // embedded documents are read with their holder; a copy of them is another design
        PatternRemedy base;
        base.source = home->name;
        base.sourceEntity = source->id;
        base.ruPerRequestBefore = analysed.ruPerRequest;
        base.ruPerRequestAfter = m_cost.query(request.documents, request.returnedKB, 1, request.consistency);
        base.fixesFeasibility
            = std::find(home->infeasibleKinds.begin(), home->infeasibleKinds.end(), Infeasibility::CrossPartitionLoad)
            != home->infeasibleKinds.end();
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
                    if (const Entity *copied = m_model.entity(id))
                        copy.storageGBAdded += entityGB(*copied, copied->documentCount.value_or(0));
                out.push_back(costed(copy, *home, keyed, savedAvg));
            }
        } else if (!pattern.sort.empty() && pattern.resultCount && *pattern.resultCount >= 1
            && *pattern.resultCount <= kFeedMaxDocuments) {
            PatternRemedy feed = base;
            feed.kind = RemedyKind::View;
            feed.feed = true;
            feed.feedDocuments = *pattern.resultCount;
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
    // feed also deletes its oldest copy for each one created.
    struct Writes {
        double peak = 0, avg = 0, createdPeak = 0, createdAvg = 0;
    };
    void measureWrites()
    {
        for (const PatternAnalysis &writer : m_analysis.accessPatterns) {
            if (writer.ruPerRequest <= 0)
                continue;
            for (const SubRequest &request : writer.requests) {
                if (request.kind != RouteKind::Write)
                    continue;
                for (const WritePart &part : request.writes) {
                    Writes &w = m_writes[part.entity];
                    const double peak = writer.ruPerSecondPeak / writer.ruPerRequest * part.documents * part.ruEach;
                    const double avg = writer.ruPerSecondAvg / writer.ruPerRequest * part.documents * part.ruEach;
                    w.peak += peak;
                    w.avg += avg;
                    if (part.operation == Operation::Create) {
                        w.createdPeak += peak;
                        w.createdAvg += avg;
                    }
                }
            }
        }
    }

    std::pair<double, double> copyWrites(const QStringList &entities, bool feed) const
    {
        std::pair<double, double> out {0, 0};
        for (const QString &entity : entities) {
            const Writes w = m_writes.value(entity);
            out.first += w.peak + (feed ? w.createdPeak : 0);
            out.second += w.avg + (feed ? w.createdAvg : 0);
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
            std::tie(remedy.ruPerSecondAdded, addedAvg) = copyWrites(copiedEntities(remedy, home), remedy.feed);
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

// A created or deleted source document is created or deleted in the copy; any other
// change writes the copy whole again.
Operation copyOperation(Operation operation)
{
    return operation == Operation::Create || operation == Operation::Delete ? operation : Operation::Upsert;
}

} // namespace

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
    RemedyPlan plan;
    Evaluator evaluator(model, asModelled);
    for (const AccessPattern &pattern : model.accessPatterns) {
        const PatternAnalysis *analysed = asModelled.accessPattern(pattern.id);
        if (!analysed || !servableFromOnePartition(pattern, *analysed))
            continue;
        std::vector<PatternRemedy> options = evaluator.options(pattern, *analysed);
        if (options.empty())
            continue;
        const auto user = model.overrides.remedies.find(pattern.id);
        choose(
            options, user == model.overrides.remedies.end() ? std::nullopt : std::optional<RemedyKind>(user->second));
        plan.byPattern[pattern.id] = std::move(options);
    }
    return plan;
}

namespace {

// The copy of `source` a remedy keeps in its container, and the writes that keep it:
// each write of the source writes the copy (a feed also deletes its oldest).
void addCopy(Model &served, const Model &model, const Entity &source, const PatternRemedy &chosen)
{
    const QString copy = copyId(source.id, chosen.container);
    Entity entity = source;
    entity.id = copy;
    for (Attribute &attribute : entity.attributes) {
        attribute.unique = false; // a copy repeats values; uniqueness is kept by the source
        attribute.uniqueGroup.clear();
    }
    if (chosen.feed) {
        entity.documentCount = chosen.feedDocuments;
        entity.growth = Growth::Bounded;
        Attribute key;
        key.name = chosen.keyAttribute;
        key.required = true;
        key.distinctValues = 1;
        entity.attributes.push_back(key);
    }
    served.entities.push_back(entity);
    served.overrides.containers[copy] = chosen.container;
    for (const AccessPattern &writer : model.accessPatterns) {
        if (!isWrite(writer.operation) || !writer.entities.contains(source.id))
            continue;
        AccessPattern write;
        write.id = copyWriteId(writer.id, copy, false);
        write.operation = copyOperation(writer.operation);
        write.entities = {copy};
        write.rpsAvg = writer.rpsAvg;
        write.rpsPeak = writer.rpsPeak;
        served.accessPatterns.push_back(write);
        if (chosen.feed && writer.operation == Operation::Create) {
            write.id = copyWriteId(writer.id, copy, true);
            write.operation = Operation::Delete;
            served.accessPatterns.push_back(write);
        }
    }
}

// The entities whose copies a chosen remedy keeps, the source of the read first.
QStringList copiedBy(const PatternRemedy &chosen, const Analysis &asModelled)
{
    const ContainerAnalysis *home = asModelled.container(chosen.source);
    QStringList out {chosen.sourceEntity};
    if (home)
        for (const QString &id : copiedEntities(chosen, *home))
            if (!out.contains(id))
                out << id;
    return out;
}

} // namespace

Model servedModel(const Model &model, const Analysis &asModelled, const RemedyPlan &plan)
{
    Model served = model;
    QSet<QString> copies;
    for (const auto &[patternId, options] : plan.byPattern) {
        const auto chosen
            = std::find_if(options.begin(), options.end(), [](const PatternRemedy &o) { return o.chosen; });
        if (chosen == options.end())
            continue;
        AccessPattern *pattern = nullptr;
        for (AccessPattern &p : served.accessPatterns)
            if (p.id == patternId)
                pattern = &p;
        if (!pattern)
            continue;
        if (chosen->kind == RemedyKind::PassKey) {
            pattern->filters.push_back({chosen->keyAttribute, FilterOp::Eq, Json::object()});
            continue;
        }
        if (!model.entity(chosen->sourceEntity))
            continue;
        pattern->entities.front() = copyId(chosen->sourceEntity, chosen->container);
        for (const QString &id : copiedBy(*chosen, asModelled)) {
            const QString copy = copyId(id, chosen->container);
            if (copies.contains(copy))
                continue; // another pattern is served by the same copy
            copies.insert(copy);
            if (const Entity *source = model.entity(id))
                addCopy(served, model, *source, *chosen);
        }
        served.overrides.partitionKeys[chosen->container] = chosen->partitionKey;
        if (!chosen->newContainer)
            if (const ContainerAnalysis *target = asModelled.container(chosen->container))
                served.overrides.containers[target->rootEntity] = target->name;
    }
    return served;
}

namespace {

void attachOptions(Analysis &analysis, const RemedyPlan &plan)
{
    for (PatternAnalysis &pattern : analysis.accessPatterns) {
        const auto options = plan.byPattern.find(pattern.id);
        if (options != plan.byPattern.end())
            pattern.remedies = options->second;
        const PatternRemedy *chosen = pattern.chosenRemedy();
        pattern.servedBy = chosen ? chosen->container : pattern.container;
    }
}

} // namespace

namespace {

// A feed keeps its newest few documents under one key value on purpose: the rule
// for constant keys (reference data only) does not apply; the limits of its one
// logical partition are checked like any other's.
void allowConstantKey(ContainerAnalysis &container)
{
    for (size_t i = container.infeasibleKinds.size(); i-- > 0;)
        if (container.infeasibleKinds[i] == Infeasibility::ConstantKey
            && qsizetype(i) < container.infeasibleBecause.size()) {
            container.infeasibleKinds.erase(container.infeasibleKinds.begin() + qsizetype(i));
            container.infeasibleBecause.removeAt(qsizetype(i));
        }
    container.feasible = container.infeasibleBecause.isEmpty();
}

void recountFeasibility(Analysis &analysis)
{
    Texts reasons;
    for (const ContainerAnalysis &container : analysis.containers)
        for (const Text &reason : container.infeasibleBecause)
            reasons << Text(QStringLiteral("%1: %2")).arg(container.name, reason);
    analysis.totals.infeasibleBecause = reasons;
    analysis.totals.feasible = reasons.isEmpty();
}

} // namespace

void publishRemedies(Analysis &analysis, const Model &model, const Analysis &asModelled, const RemedyPlan &plan)
{
    if (!plan.anyChosen()) { // the design as modelled: nothing was added to it
        attachOptions(analysis, plan);
        return;
    }
    // What the served model added, by id.
    QHash<QString, QString> sourceOfCopy; // copy entity -> source entity
    QHash<QString, QString> causeOfWrite; // copy write pattern -> the user's write
    QHash<QString, const PatternRemedy *> remedyOfContainer;
    for (const auto &[patternId, options] : plan.byPattern)
        for (const PatternRemedy &option : options) {
            if (!option.chosen || option.kind == RemedyKind::PassKey)
                continue;
            if (option.newContainer)
                remedyOfContainer.insert(option.container, &option);
            for (const QString &id : copiedBy(option, asModelled)) {
                const QString copy = copyId(id, option.container);
                sourceOfCopy.insert(copy, id);
                for (const AccessPattern &writer : model.accessPatterns)
                    for (const bool trim : {false, true})
                        causeOfWrite.insert(copyWriteId(writer.id, copy, trim), writer.id);
            }
        }
    const auto asSource = [&](QString &id) { id = sourceOfCopy.value(id, id); };

    for (ContainerAnalysis &container : analysis.containers) {
        for (const QString &id : std::as_const(container.entities))
            if (sourceOfCopy.contains(id))
                container.copiesOf << sourceOfCopy.value(id);
        container.entities.removeIf([&](const QString &id) { return sourceOfCopy.contains(id); });
        asSource(container.rootEntity);
        if (const ContainerAnalysis *before = asModelled.container(container.name)) {
            container.assignmentOverridden = before->assignmentOverridden;
            container.partitionKeyOverridden = before->partitionKeyOverridden;
            // The served design pins the key a view is kept by; the user did not.
            for (KeyEvaluation &e : container.keyEvaluation)
                e.overridden = e.overridden && before->partitionKeyOverridden;
        } else if (const PatternRemedy *remedy = remedyOfContainer.value(container.name)) {
            container.kind = remedy->kind == RemedyKind::Gsi ? ContainerKind::Gsi : ContainerKind::View;
            container.source = remedy->source;
            container.assignmentOverridden = false;
            container.partitionKeyOverridden = false;
            for (KeyEvaluation &e : container.keyEvaluation)
                e.overridden = false;
            if (remedy->feed)
                allowConstantKey(container);
        }
        // A copy's writes count as the user's write that causes them.
        for (qsizetype i = 0; i < container.patterns.size(); ++i) {
            container.patterns[i] = causeOfWrite.value(container.patterns[i], container.patterns[i]);
            const qsizetype first = container.patterns.indexOf(container.patterns[i]);
            if (first < i && size_t(i) < container.patternLoads.size()) {
                container.patternLoads[size_t(first)].ruPerSecondAvg
                    += container.patternLoads[size_t(i)].ruPerSecondAvg;
                container.patternLoads[size_t(first)].ruPerSecondPeak
                    += container.patternLoads[size_t(i)].ruPerSecondPeak;
                container.patternLoads.erase(container.patternLoads.begin() + i);
                container.patterns.removeAt(i--);
            }
        }
    }

    std::vector<PatternAnalysis> patterns;
    patterns.reserve(model.accessPatterns.size());
    QHash<QString, size_t> position;
    for (PatternAnalysis &pattern : analysis.accessPatterns) {
        for (SubRequest &request : pattern.requests) {
            for (QString &type : request.documentTypes)
                asSource(type);
            for (WritePart &part : request.writes)
                asSource(part.entity);
        }
        const QString cause = causeOfWrite.value(pattern.id);
        if (cause.isEmpty()) {
            position.insert(pattern.id, patterns.size());
            patterns.push_back(std::move(pattern));
            continue;
        }
        const auto at = position.constFind(cause);
        if (at == position.constEnd())
            continue; // the user's patterns come first in the served model
        PatternAnalysis &writer = patterns[*at];
        if (pattern.ruPerRequest > 0) {
            analysis.totals.requestsPerSecondAvg -= pattern.ruPerSecondAvg / pattern.ruPerRequest;
            analysis.totals.requestsPerSecondPeak -= pattern.ruPerSecondPeak / pattern.ruPerRequest;
        }
        writer.ruPerRequest += pattern.ruPerRequest;
        writer.ruPerSecondAvg += pattern.ruPerSecondAvg;
        writer.ruPerSecondPeak += pattern.ruPerSecondPeak;
        for (SubRequest &request : pattern.requests) {
            request.copyWrite = true;
            writer.requests.push_back(std::move(request));
        }
    }
    analysis.accessPatterns = std::move(patterns);
    attachOptions(analysis, plan);
    recountFeasibility(analysis);
    analysis.buildIndex();
}

} // namespace cosmos
