// SPDX-License-Identifier: MIT
#include "analysisjson.h"

#include "hotpartitions.h"
#include "indexing.h"
#include "partitionkeys.h"
#include "routeexplanation.h"
#include "uniquekeys.h"

#include "model/advisor/advisor.h"
#include "model/advisor/checklist.h"
#include "model/io/modeljson.h"

#include <cmath>

#include <functional>
#include <ostream>

namespace cosmos {

namespace {

Json number(double value)
{
    if (std::isinf(value))
        return "unbounded";
    if (!std::isfinite(value))
        return nullptr;
    const double rounded = std::round(value * 10000) / 10000;
    if (std::floor(rounded) == rounded && std::fabs(rounded) < 9e15)
        return static_cast<long long>(rounded);
    return rounded;
}

// Six significant digits, for what can be far below the four decimals of number():
// a feed that sees one update in 25,000 says 4.01119e-05, not 0.
Json significant(double value)
{
    if (!std::isfinite(value) || value == 0)
        return number(value);
    const double scale = std::pow(10.0, 5 - std::floor(std::log10(std::fabs(value))));
    const double rounded = std::round(value * scale) / scale;
    return std::floor(rounded) == rounded ? number(rounded) : Json(rounded);
}

Json optionalNumber(const std::optional<double> &value)
{
    return value ? number(*value) : Json(nullptr);
}

Json strings(const QStringList &list)
{
    return stringArray(list);
}

// The JSON is the CLI's and the exports': sentences in English.
Json strings(const Texts &list)
{
    return strings(list.english());
}

Json text(const QString &value)
{
    return value.toStdString();
}

Json text(const Text &value)
{
    return value.english().toStdString();
}

Json relationshipJson(const RelationshipAnalysis &r, const DecisionExplanation &why)
{
    Json alternatives = Json::object();
    Json notes = Json::object();
    for (const AlternativeCost &alternative : r.alternatives) {
        alternatives[decisionName(alternative.decision).toStdString()] = optionalNumber(alternative.ruPerSecond);
        if (!alternative.note.isEmpty())
            notes[decisionName(alternative.decision).toStdString()] = text(alternative.note);
    }
    Json json {{"id", text(r.id)}, {"parent", text(r.parent)}, {"child", text(r.child)},
        {"kind", std::string(toName(r.kind))}, {"correlation", optionalNumber(r.correlation)},
        {"parentOnlyShare", optionalNumber(r.parentOnlyShare)}, {"childAloneShare", optionalNumber(r.childAloneShare)},
        {"parentReadRps", number(r.parentReadRps)}, {"childReadRps", number(r.childReadRps)},
        {"jointReadRps", number(r.jointReadRps)}, {"band", r.band ? Json(text(bandName(*r.band))) : Json(nullptr)},
        {"decision", r.decision ? Json(text(decisionName(*r.decision))) : Json(nullptr)},
        {"rule", r.rule > 0 ? Json(r.rule) : Json(nullptr)}, {"embeddedAvgKB", number(r.embeddedAvgKB)},
        {"embeddedMaxKB", number(r.embeddedMaxKB)}, {"alternativesRuPerSecond", alternatives},
        {"alternativesNotes", notes}, {"justification", strings(why.justification)}};
    if (!r.undefinedReason.isEmpty())
        json["undefinedReason"] = text(r.undefinedReason);
    if (!r.costNote.isEmpty())
        json["costNote"] = text(r.costNote);
    if (!why.couplingQuestions.isEmpty())
        json["couplingQuestions"] = strings(why.couplingQuestions);
    if (r.subset)
        json["subsetPattern"] = {{"pattern", text(r.subset->patternId)}, {"latest", r.subset->latestCount}};
    if (r.selfRelationship)
        json["selfRelationship"] = true;
    return json;
}

Json candidateJson(const PartitionKeyCandidate &c, const AssumptionValues &assumptions)
{
    Json json {{"path", text(c.paths.join(QStringLiteral(", ")))}, {"paths", strings(c.paths)},
        {"score", number(c.score)}, {"coverage", number(c.coverage)},
        {"distinctValues", optionalNumber(c.distinctValues)}, {"hottestShare", number(c.hottestShare)},
        {"monotonic", c.monotonic}, {"lowCardinality", c.lowCardinality},
        {"reasons", strings(candidateReasons(c, assumptions))}};
    return json;
}

Json remedyJson(const Remedy &remedy)
{
    static const char *kinds[] = {"hierarchical-key", "synthetic-suffix", "time-bucket"};
    Json json {{"kind", kinds[int(remedy.kind)]}, {"keyPaths", strings(remedy.keyPaths)},
        {"explanation", text(remedy.explanation)}};
    if (remedy.kind == Remedy::Kind::SyntheticSuffix) {
        json["shards"] = remedy.shards;
        json["fanOutRuPerSecond"] = number(remedy.fanOutRuPerSecond);
    }
    return json;
}

Json indexingJson(const IndexingPolicy &policy, const AssumptionValues &assumptions)
{
    Json queried = Json::array();
    for (const QueriedProperty &property : policy.queried)
        queried.push_back({{"path", text(property.path)}, {"patterns", strings(property.patterns)}});
    Json composites = Json::array();
    for (const CompositeIndex &composite : policy.composites) {
        Json paths = Json::array();
        for (const CompositeIndexPath &path : composite.paths)
            paths.push_back(
                {{"path", text(path.path)}, {"order", path.order == SortOrder::Asc ? "ascending" : "descending"}});
        composites.push_back({{"paths", paths}, {"patterns", strings(composite.patterns)}});
    }
    return {{"selective", policy.selective}, {"queriedProperties", queried}, {"compositeIndexes", composites},
        {"queryPatterns", strings(policy.queryPatterns)}, {"pointReadPatterns", strings(policy.pointReadPatterns)},
        {"documentProperties", policy.documentProperties}, {"queriedShare", number(policy.queriedShare)},
        {"indexedProperties", policy.indexedProperties},
        {"writeDocumentsPerSecond", number(policy.writeDocumentsPerSecond)},
        {"indexRuPerWrite", number(policy.indexRuPerWrite)},
        {"fullIndexRuPerWrite", number(policy.fullIndexRuPerWrite)},
        {"indexRuPerSecond", number(policy.indexRuPerSecond)},
        {"fullIndexRuPerSecond", number(policy.fullIndexRuPerSecond)},
        {"reasons", strings(indexingReasons(policy, assumptions))}};
}

constexpr const char *kFindingKindNames[] = {"too-many-constraints", "too-many-paths", "inside-array",
    "missing-from-other-types", "partition-scoped", "sparse", "case-sensitive", "creation-only"};
static_assert(std::size(kFindingKindNames) == std::size_t(UniqueKeyFinding::Kind::CreationOnly) + 1);

const char *findingKindName(UniqueKeyFinding::Kind kind)
{
    return labelIn(kFindingKindNames, kind);
}

Json uniqueKeysJson(const ContainerAnalysis &c, const Model &model)
{
    Json constraints = Json::array();
    for (const UniqueKeyConstraint &constraint : c.uniqueKeys.constraints) {
        Json json {{"entities", strings(constraint.entities)}, {"attributes", strings(constraint.attributes)},
            {"paths", strings(constraint.paths)}, {"deployable", constraint.deployable}};
        if (!constraint.group.isEmpty())
            json["group"] = text(constraint.group);
        constraints.push_back(json);
    }
    Json findings = Json::array();
    for (const UniqueKeyFinding &finding : c.uniqueKeys.findings) {
        Json json {{"kind", findingKindName(finding.kind)}, {"severity", text(severityName(finding.severity))},
            {"message", text(uniqueKeyMessage(finding, c.uniqueKeys, c, model))}};
        if (finding.constraint >= 0)
            json["constraint"] = finding.constraint;
        findings.push_back(json);
    }
    return {{"constraints", constraints}, {"findings", findings}, {"deployablePaths", c.uniqueKeys.deployablePaths}};
}

Json keyEvaluationJson(const std::vector<KeyEvaluation> &table, const AssumptionValues &assumptions)
{
    Json out = Json::array();
    for (const KeyEvaluation &e : table)
        out.push_back({{"paths", strings(e.paths)}, {"ruPerSecondAvg", number(e.ruPerSecondAvg)},
            {"ruPerSecondPeak", number(e.ruPerSecondPeak)}, {"provisionedRuPerSecond", number(e.provisionedRuPerSecond)},
            {"monthlyCostUsd", number(e.monthlyCostUsd)}, {"physicalPartitions", e.physicalPartitions},
            {"crossPartitionPatterns", strings(e.crossPartitionPatterns)},
            {"hottestPartition", {{"ruPerSecond", number(e.hottestRuPerSecond)}, {"sizeGB", number(e.hottestSizeGB)}}},
            {"distinctValues", optionalNumber(e.distinctValues)}, {"feasible", e.feasible},
            {"reasons", strings(infeasibleReasons(e, assumptions))}, {"chosen", e.chosen}});
    return out;
}

Json costOptionsJson(const std::vector<CostOption> &options)
{
    Json out = Json::array();
    for (const CostOption &option : options) {
        Json json = {{"offer", text(costOptionName(option.kind))}, {"monthlyCostUsd", number(option.monthlyCostUsd)},
            {"possible", option.possible}, {"impossibleBecause", strings(option.impossibleBecause)}};
        if (isSharedDatabaseOffer(option.kind)) {
            json["sharedContainers"] = strings(option.sharedContainers);
            json["sharedRuPerSecond"] = number(option.sharedRuPerSecond);
            json["sharedPhysicalPartitions"] = option.sharedPhysicalPartitions;
            json["notes"] = strings(option.notes);
        }
        out.push_back(std::move(json));
    }
    return out;
}

Json containerJson(const ContainerAnalysis &c, const Model &model, const AssumptionValues &assumptions)
{
    Json embedded = Json::object();
    for (const auto &[holder, children] : c.embedded)
        embedded[holder.toStdString()] = strings(children);
    Json candidates = Json::array();
    for (const PartitionKeyCandidate &candidate : c.candidates)
        candidates.push_back(candidateJson(candidate, assumptions));
    Json heatmap = Json::array();
    for (const HeatCell &cell : c.heatmap)
        heatmap.push_back({{"partition", cell.partition}, {"ruPerSecond", number(cell.ruPerSecond)},
            {"storageGB", number(cell.storageGB)}, {"ruStatus", text(heatStatusName(cell.ruStatus))},
            {"storageStatus", text(heatStatusName(cell.storageStatus))}});
    Json topKeys = Json::array();
    for (const LogicalKeyLoad &key : c.topKeys)
        topKeys.push_back({{"rank", key.rank}, {"share", number(key.share)}, {"ruPerSecond", number(key.ruPerSecond)},
            {"storageGB", number(key.storageGB)}, {"physicalPartition", key.physicalPartition},
            {"status", text(heatStatusName(key.status))}});
    Json remedies = Json::array();
    for (const Remedy &remedy : c.remedies)
        remedies.push_back(remedyJson(remedy));
    const HottestPartition &h = c.hottest;
    Json json {{"name", text(c.name)}, {"entities", strings(c.entities)}, {"embedded", embedded},
        {"rootEntity", text(c.rootEntity)}, {"overridden", c.assignmentOverridden},
        {"partitionKey", strings(c.partitionKey)}, {"partitionKeyKind", c.hierarchical ? "MultiHash" : "Hash"},
        {"partitionKeyOverridden", c.partitionKeyOverridden},
        {"partitionKeyReasons", strings(partitionKeyReasons(c, assumptions))},
        {"partitionKeyCandidates", candidates}, {"ruPerSecondAvg", number(c.ruPerSecondAvg)},
        {"ruPerSecondPeak", number(c.ruPerSecondPeak)}, {"provisionedRuPerSecond", number(c.provisionedRuPerSecond)},
        {"billedRuPerSecond", number(c.billedRuPerSecond)}, {"physicalPartitions", c.physicalPartitions},
        {"dataGB", number(c.dataGB)},
        {"hottestLogicalPartition",
            {{"ruPerSecond", number(h.ruPerSecond)}, {"ruLimit", number(h.ruLimit)},
                {"ruUtilization", number(h.ruUtilization)}, {"sizeGB", number(h.sizeGB)},
                {"sizeUtilization", number(h.sizeUtilization)}, {"hottestShare", number(h.hottestShare)},
                {"ruStatus", text(heatStatusName(h.ruStatus))}, {"sizeStatus", text(heatStatusName(h.sizeStatus))},
                {"status", text(heatStatusName(h.status))}, {"reasons", strings(hottestPartitionReasons(c, assumptions))}}},
        {"heatmap", heatmap}, {"topLogicalKeys", topKeys}, {"remedies", remedies},
        {"throughputCostUsd", number(c.throughputCostUsd)}, {"storageCostUsd", number(c.storageCostUsd)},
        {"monthlyCostUsd", number(c.monthlyCostUsd)}, {"defaultTtl", optionalNumber(c.defaultTtl)},
        {"indexingPolicy", indexingPolicyToJson(c.indexing)}, {"indexing", indexingJson(c.indexing, assumptions)},
        {"uniqueKeyPolicy", uniqueKeyPolicyToJson(c.uniqueKeys)}, {"uniqueKeys", uniqueKeysJson(c, model)},
        {"accessPatterns", strings(c.patterns)}, {"notes", strings(c.notes)},
        {"partitionKeyEvaluation", keyEvaluationJson(c.keyEvaluation, assumptions)}, {"feasible", c.feasible},
        {"infeasibleBecause", strings(c.infeasibleBecause)}, {"warnings", strings(c.warnings)},
        {"floorRuPerSecond", number(c.floorRuPerSecond)}, {"costOptions", costOptionsJson(c.costOptions)}};
    if (c.edgeContainer)
        json["edgeRelationship"] = text(c.edgeRelationship);
    json["kind"] = c.kind == ContainerKind::Gsi ? "gsi" : c.kind == ContainerKind::View ? "view" : "container";
    if (c.kind != ContainerKind::Container)
        json["source"] = text(c.source);
    json["copiesOf"] = strings(c.copiesOf);
    return json;
}

Json patternRemedyJson(const PatternRemedy &r)
{
    return {{"kind", std::string(toName(r.kind))}, {"container", text(r.container)},
        {"newContainer", r.newContainer}, {"partitionKey", strings(r.partitionKey)},
        {"source", r.kind == RemedyKind::PassKey ? Json(nullptr) : Json(text(r.source))},
        {"keyAttribute", text(r.keyAttribute)}, {"feed", r.feed}, {"feedDocuments", number(r.feedDocuments)},
        {"feedChangeShare", significant(r.feedChangeShare)},
        {"ruPerRequestBefore", number(r.ruPerRequestBefore)}, {"ruPerRequestAfter", number(r.ruPerRequestAfter)},
        {"ruPerSecondSaved", number(r.ruPerSecondSaved)}, {"ruPerSecondAdded", number(r.ruPerSecondAdded)},
        {"storageGBAdded", number(r.storageGBAdded)}, {"monthlyCostDeltaUsd", number(r.monthlyCostDeltaUsd)},
        {"fixesFeasibility", r.fixesFeasibility}, {"recommended", r.recommended}, {"chosen", r.chosen}};
}

Json patternJson(const PatternAnalysis &p, const Model &model, const AssumptionValues &assumptions)
{
    Json requests = Json::array();
    for (const SubRequest &request : p.requests) {
        Json json {{"container", text(request.container)}, {"kind", text(routeKindName(request.kind))},
            {"ruPerRequest", number(request.ruPerRequest)}, {"documents", number(request.documents)},
            {"returnedKB", number(request.returnedKB)},
            {"reasons", strings(requestReasons(request, model, assumptions))}};
        if (request.copyWrite) {
            // Written for a share of the pattern's requests (a feed's updates), its charge
            // averaged over all of them: both kept to six significant digits.
            json["copyShare"] = significant(request.copyShare);
            json["ruPerRequest"] = significant(request.ruPerRequest);
        }
        requests.push_back(std::move(json));
    }
    Json remedies = Json::array();
    for (const PatternRemedy &remedy : p.remedies)
        remedies.push_back(patternRemedyJson(remedy));
    return {{"id", text(p.id)}, {"container", p.container.isEmpty() ? Json(nullptr) : Json(text(p.container))},
        {"kind", text(routeKindName(p.kind))}, {"singlePartition", p.singlePartition},
        {"ruPerRequest", number(p.ruPerRequest)}, {"fanOutRuPerRequest", number(p.fanOutRuPerRequest)},
        {"ruPerSecondAvg", number(p.ruPerSecondAvg)}, {"ruPerSecondPeak", number(p.ruPerSecondPeak)},
        {"requests", requests}, {"reasons", strings(patternReasons(p, model, assumptions))},
        {"remedies", remedies}, {"servedBy", p.servedBy.isEmpty() ? Json(nullptr) : Json(text(p.servedBy))}};
}

constexpr const char *kVerdictNames[] = {"consolidate", "separate", "consider-carefully", "not-applicable"};
static_assert(std::size(kVerdictNames) == std::size_t(ConsolidationRow::Verdict::NotApplicable) + 1);

const char *verdictName(ConsolidationRow::Verdict verdict)
{
    return labelIn(kVerdictNames, verdict);
}

Json adviceItemJson(const Advice &a)
{
    Json item {{"rule", text(a.rule)}, {"severity", text(adviceSeverityName(a.severity))},
        {"subject", text(a.subject.id)}, {"subjectKind", text(subjectKindName(a.subject.kind))},
        {"message", text(a.message)}, {"remedy", text(a.remedy)}, {"recommendation", text(a.recommendation)},
        {"why", text(a.why)}};
    if (const CatalogRule *rule = builtinCatalog().rule(a.rule)) {
        item["title"] = text(catalogText(rule->title));
        item["doc"] = text(rule->docUrl);
    }
    return item;
}

Json checklistItemJson(const ChecklistItem &item)
{
    return {{"check", text(item.check)}, {"severity", text(severityName(item.severity))},
        {"subject", text(item.subject.id)}, {"subjectKind", text(subjectKindName(item.subject.kind))},
        {"message", text(item.message)}, {"remedy", text(item.remedy)}};
}

} // namespace

namespace {

Json consolidationJson(const ConsolidationRow &row)
{
    return {{"relationship", text(row.relationship)}, {"parent", text(row.parent)}, {"child", text(row.child)},
        {"overlap", optionalNumber(row.overlap)}, {"verdict", verdictName(row.verdict)},
        {"justification", text(row.justification)}};
}

Json massiveScaleJson(const MassiveScale &m)
{
    Json massive {{"triggered", m.triggered}, {"peakWritesPerSecond", number(m.peakWritesPerSecond)},
        {"reasons", strings(m.reasons)}, {"questions", strings(m.questions)}};
    if (m.binning)
        massive["binning"]
            = {{"entity", text(m.binning->entity)}, {"recordsPerChunk", number(m.binning->recordsPerChunk)},
                {"documentsBefore", number(m.binning->documentsBefore)},
                {"documentsAfter", number(m.binning->documentsAfter)},
                {"writeRuPerSecondBefore", number(m.binning->writeRuPerSecondBefore)},
                {"writeRuPerSecondAfter", number(m.binning->writeRuPerSecondAfter)}};
    return massive;
}

Json totalsJson(const Totals &t)
{
    Json byMode = Json::object();
    for (const CapacityModeCost &mode : t.byCapacityMode)
        byMode[std::string(toName(mode.mode))] = number(mode.monthlyCostUsd);
    return {{"requestsPerSecondAvg", number(t.requestsPerSecondAvg)},
        {"requestsPerSecondPeak", number(t.requestsPerSecondPeak)}, {"documents", number(t.documents)},
        {"ruPerSecondAvg", number(t.ruPerSecondAvg)}, {"ruPerSecondPeak", number(t.ruPerSecondPeak)},
        {"storageGB", number(t.storageGB)}, {"throughputCostUsd", number(t.throughputCostUsd)},
        {"storageCostUsd", number(t.storageCostUsd)}, {"monthlyCostUsd", number(t.monthlyCostUsd)},
        {"monthlyCostUsdByCapacityMode", byMode}, {"costOptions", costOptionsJson(t.costOptions)},
        {"feasible", t.feasible}, {"infeasibleBecause", strings(t.infeasibleBecause)}};
}

Json assumptionsJson(const AssumptionValues &values)
{
    Json assumptions = Json::object();
    for (const AssumptionInfo &info : assumptionCatalog())
        assumptions[info.name] = number(values[info.id]);
    return assumptions;
}

// A value the model did not give and the analysis derived (RULES.md section 1).
Json derivedJson(const DerivedValue &d)
{
    static constexpr const char *kKinds[] = {"documentCount", "reference", "cardinality"};
    Json out = {{"kind", kKinds[size_t(d.kind)]}, {"entity", d.entity.toStdString()},
        {"from", strings(d.relationships)}};
    if (!d.attribute.isEmpty())
        out["attribute"] = d.attribute.toStdString();
    out["value"] = optionalNumber(d.value);
    return out;
}

// One member of the top-level object: a whole value, or an array built one element
// at a time so that only one element's tree exists at once.
struct Member {
    const char *key;
    std::function<Json()> value;         // either this
    size_t count = 0;                    // or `count` elements
    std::function<Json(size_t)> element;

    static Member whole(const char *key, std::function<Json()> value) { return {key, std::move(value), 0, {}}; }
    static Member array(const char *key, size_t count, std::function<Json(size_t)> element)
    {
        return {key, {}, count, std::move(element)};
    }
};

// The members in the order nlohmann::json sorts object keys, so that streaming and
// dump(2) of the whole tree print the same bytes.
std::vector<Member> members(const Findings &findings)
{
    const Model &model = findings.model();
    const Analysis &analysis = findings.analysis();
    const AssumptionValues &a = analysis.assumptions;
    return {
        Member::array("accessPatterns", analysis.accessPatterns.size(),
            [&](size_t i) { return patternJson(analysis.accessPatterns[i], model, a); }),
        Member::array(
            "advice", findings.advice().size(), [&](size_t i) { return adviceItemJson(findings.advice()[i]); }),
        Member::whole("assumptions", [&]() { return assumptionsJson(a); }),
        Member::array("checklist", findings.checklist().size(),
            [&](size_t i) { return checklistItemJson(findings.checklist()[i]); }),
        Member::array("consolidation", analysis.consolidation.size(),
            [&](size_t i) { return consolidationJson(analysis.consolidation[i]); }),
        Member::array("containers", analysis.containers.size(),
            [&](size_t i) { return containerJson(analysis.containers[i], model, a); }),
        Member::array("derived", analysis.derived.size(), [&](size_t i) { return derivedJson(analysis.derived[i]); }),
        Member::whole("massiveScale", [&]() { return massiveScaleJson(analysis.massiveScale); }),
        Member::whole("notes", [&]() { return strings(analysis.notes); }),
        Member::array("relationships", analysis.relationships.size(),
            [&, decisions = findings.decisions()](
                size_t i) { return relationshipJson(analysis.relationships[i], (*decisions)[i]); }),
        Member::whole("totals", [&]() { return totalsJson(analysis.totals); }),
        Member::whole("uncounted", [&]() { return strings(analysis.uncounted); }),
    };
}

// `text` (a dump(2) at depth 0) as it prints at `depth`: every line after the first
// indented by two spaces per level.
void writeIndented(std::ostream &out, const std::string &text, int depth)
{
    const std::string pad(size_t(2 * depth), ' ');
    size_t start = 0;
    for (size_t nl = text.find('\n'); nl != std::string::npos; nl = text.find('\n', start)) {
        out.write(text.data() + start, std::streamsize(nl + 1 - start));
        out << pad;
        start = nl + 1;
    }
    out.write(text.data() + start, std::streamsize(text.size() - start));
}

} // namespace

Json analysisToJson(const Findings &findings)
{
    Json root = Json::object();
    for (const Member &member : members(findings)) {
        if (member.value) {
            root[member.key] = member.value();
            continue;
        }
        Json array = Json::array();
        for (size_t i = 0; i < member.count; ++i)
            array.push_back(member.element(i));
        root[member.key] = std::move(array);
    }
    return root;
}

void writeAnalysisJson(std::ostream &out, const Findings &findings, JsonLayout layout)
{
    const std::vector<Member> all = members(findings);
    // One element a line: a third smaller than indenting every level, and still a
    // container, a pattern or a finding per line for grep, diff and jq.
    const bool indented = layout == JsonLayout::Indented;
    auto write = [&](const Json &value, int depth) {
        if (indented)
            writeIndented(out, value.dump(2), depth);
        else
            out << value.dump();
    };
    out << "{\n";
    for (size_t m = 0; m < all.size(); ++m) {
        const Member &member = all[m];
        out << "  " << Json(member.key).dump() << ": ";
        if (member.value) {
            write(member.value(), 1);
        } else if (member.count == 0) {
            out << "[]";
        } else {
            out << "[\n";
            for (size_t i = 0; i < member.count; ++i) {
                out << "    ";
                write(member.element(i), 2);
                out << (i + 1 < member.count ? ",\n" : "\n");
            }
            out << "  ]";
        }
        out << (m + 1 < all.size() ? ",\n" : "\n");
    }
    out << "}\n";
}

} // namespace cosmos
