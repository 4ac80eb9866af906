// SPDX-License-Identifier: MIT
// The design with its chosen remedies built in (servedModel), and the analysis of
// that design published in the user's terms (publishRemedies): copies shown as the
// entities they copy, their writes charged to the writes that cause them.
#include "remedies.h"

#include "remedycopies.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace cosmos {

using namespace remedycopies;

namespace {

bool createsSource(const Analysis &asModelled, const AccessPattern &writer, const QString &source)
{
    const PatternAnalysis *analysed = asModelled.accessPattern(writer.id);
    return analysed ? createsDocumentsOf(*analysed, source) : writer.operation == Operation::Create;
}

// The share of `writer`'s requests that write the copy of `source` a remedy keeps: all
// of them, but for a feed's updates and deletes, copied only while their document is in it.
double copyShareOf(const PatternRemedy &chosen, const Analysis &asModelled, const AccessPattern &writer,
    const QString &source)
{
    return chosen.feed && !createsSource(asModelled, writer, source) ? chosen.feedChangeShare : 1.0;
}

// The copy of `source` a remedy keeps in its container, and the writes that keep it:
// each write of the source writes the copy. A feed also deletes its oldest copy for
// each one created, and copies the other changes only while their document is in it.
void addCopy(
    Model &served, const Model &model, const Analysis &asModelled, const Entity &source, const PatternRemedy &chosen)
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
        const bool creates = createsSource(asModelled, writer, source.id);
        const double share = copyShareOf(chosen, asModelled, writer, source.id);
        AccessPattern write;
        write.id = copyWriteId(writer.id, copy, false);
        write.operation = copyOperation(writer.operation);
        write.entities = {copy};
        if (writer.rpsAvg)
            write.rpsAvg = *writer.rpsAvg * share;
        if (writer.rpsPeak)
            write.rpsPeak = *writer.rpsPeak * share;
        served.accessPatterns.push_back(write);
        if (chosen.feed && creates) {
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
    // The remedies were planned on the keys the design as modelled has: chosen again
    // with some reads served elsewhere, a container could take another key and send
    // back across partitions a read no remedy then serves, or copy documents into a
    // view keyed as their own container is. Whether another key with other remedies
    // costs less is weighed whole (analyze.cpp), not here.
    for (const ContainerAnalysis &container : asModelled.containers)
        if (container.kind == ContainerKind::Container && !container.partitionKey.isEmpty())
            served.overrides.partitionKeys.try_emplace(container.name, container.partitionKey);
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
                addCopy(served, model, asModelled, *source, *chosen);
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
// logical partition are checked like any other's. Its key table says so too, or its
// reasons would call the key it must have one that cannot serve the design.
void allowConstantKey(ContainerAnalysis &container)
{
    for (KeyEvaluation &e : container.keyEvaluation) {
        std::erase_if(e.problems, [](const KeyProblem &p) { return p.kind == Infeasibility::ConstantKey; });
        e.feasible = e.problems.empty();
    }
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

namespace {

// What the served model added, by id.
struct AddedByRemedies {
    QHash<QString, QString> sourceOfCopy; // copy entity -> source entity
    QHash<QString, QString> causeOfWrite; // copy write pattern -> the user's write
    QHash<QString, double> shareOfWrite;  // copy write pattern -> share of the user's requests (1 when absent)
    QHash<QString, const PatternRemedy *> remedyOfContainer; // new containers
    void asSource(QString &id) const { id = sourceOfCopy.value(id, id); }
};

AddedByRemedies addedByRemedies(const Model &model, const Analysis &asModelled, const RemedyPlan &plan)
{
    AddedByRemedies added;
    for (const auto &[patternId, options] : plan.byPattern)
        for (const PatternRemedy &option : options) {
            if (!option.chosen || option.kind == RemedyKind::PassKey)
                continue;
            if (option.newContainer)
                added.remedyOfContainer.insert(option.container, &option);
            for (const QString &id : copiedBy(option, asModelled)) {
                const QString copy = copyId(id, option.container);
                added.sourceOfCopy.insert(copy, id);
                for (const AccessPattern &writer : model.accessPatterns) {
                    for (const bool trim : {false, true})
                        added.causeOfWrite.insert(copyWriteId(writer.id, copy, trim), writer.id);
                    added.shareOfWrite.insert(
                        copyWriteId(writer.id, copy, false), copyShareOf(option, asModelled, writer, id));
                }
            }
        }
    return added;
}

// A container as the user knows it: the copies it holds named by what they copy,
// the overrides the user made (not the ones the served design pinned), a view or
// index said to be one.
void publishContainer(ContainerAnalysis &container, const Analysis &asModelled, const AddedByRemedies &added)
{
    for (const QString &id : std::as_const(container.entities))
        if (added.sourceOfCopy.contains(id))
            container.copiesOf << added.sourceOfCopy.value(id);
    container.entities.removeIf([&](const QString &id) { return added.sourceOfCopy.contains(id); });
    added.asSource(container.rootEntity);
    if (const ContainerAnalysis *before = asModelled.container(container.name)) {
        container.assignmentOverridden = before->assignmentOverridden;
        container.partitionKeyOverridden = before->partitionKeyOverridden;
        // The served design pins the key a view is kept by; the user did not.
        for (KeyEvaluation &e : container.keyEvaluation)
            e.overridden = e.overridden && before->partitionKeyOverridden;
    } else if (const PatternRemedy *remedy = added.remedyOfContainer.value(container.name)) {
        container.kind = remedy->kind == RemedyKind::Gsi ? ContainerKind::Gsi : ContainerKind::View;
        container.source = remedy->source;
        container.assignmentOverridden = false;
        container.partitionKeyOverridden = false;
        for (KeyEvaluation &e : container.keyEvaluation)
            e.overridden = false;
        container.feed = remedy->feed;
        if (remedy->feed)
            allowConstantKey(container);
    }
    // A copy's writes count as the user's write that causes them.
    for (qsizetype i = 0; i < container.patterns.size(); ++i) {
        container.patterns[i] = added.causeOfWrite.value(container.patterns[i], container.patterns[i]);
        const qsizetype first = container.patterns.indexOf(container.patterns[i]);
        if (first < i && size_t(i) < container.patternLoads.size()) {
            container.patternLoads[size_t(first)].ruPerSecondAvg += container.patternLoads[size_t(i)].ruPerSecondAvg;
            container.patternLoads[size_t(first)].ruPerSecondPeak += container.patternLoads[size_t(i)].ruPerSecondPeak;
            container.patternLoads.erase(container.patternLoads.begin() + i);
            container.patterns.removeAt(i--);
        }
    }
}

// The user's patterns only: each copy write folded into the write that causes it,
// its charge added and its requests kept (marked as copy writes).
void foldCopyWrites(Analysis &analysis, const Model &model, const AddedByRemedies &added)
{
    std::vector<PatternAnalysis> patterns;
    patterns.reserve(model.accessPatterns.size());
    QHash<QString, size_t> position;
    for (PatternAnalysis &pattern : analysis.accessPatterns) {
        for (SubRequest &request : pattern.requests) {
            for (QString &type : request.documentTypes)
                added.asSource(type);
            for (WritePart &part : request.writes)
                added.asSource(part.entity);
        }
        const QString cause = added.causeOfWrite.value(pattern.id);
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
        // A copy written for only some of the writer's requests (a feed copies the changes
        // of its newest documents only) adds its charge spread over all of them.
        const double share = added.shareOfWrite.value(pattern.id, 1.0);
        writer.ruPerRequest += pattern.ruPerRequest * share;
        writer.ruPerSecondAvg += pattern.ruPerSecondAvg;
        writer.ruPerSecondPeak += pattern.ruPerSecondPeak;
        for (SubRequest &request : pattern.requests) {
            request.copyWrite = true;
            request.copyShare = share;
            request.ruPerRequest *= share;
            writer.requests.push_back(std::move(request));
        }
    }
    analysis.accessPatterns = std::move(patterns);
}

} // namespace

void publishRemedies(Analysis &analysis, const Model &model, const Analysis &asModelled, const RemedyPlan &plan)
{
    const bool anyChosen = plan.anyChosen(); // otherwise the design as modelled: nothing was added to it
    if (anyChosen) {
        const AddedByRemedies added = addedByRemedies(model, asModelled, plan);
        for (ContainerAnalysis &container : analysis.containers)
            publishContainer(container, asModelled, added);
        foldCopyWrites(analysis, model, added);
    }
    attachOptions(analysis, plan);
    if (anyChosen) {
        recountFeasibility(analysis);
        analysis.buildIndex();
    }
}

} // namespace cosmos
