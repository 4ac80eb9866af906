// SPDX-License-Identifier: MIT
// what_if: a JSON Patch applied to the model, both designs analysed, and what changes.
#include "mcpinput.h"
#include "mcptoolset.h"

#include "model/analysis/numberformat.h"
#include "model/io/modeljson.h"
#include "model/io/modelreader.h"

#include <QRegularExpression>

#include <map>

namespace cosmos::mcp {

namespace {

// The patched model file, or a refusal naming the change that cannot be applied.
std::optional<Json> applyChanges(Json document, const Json &changes, ToolResult *refusal)
{
    if (!changes.is_array()) {
        *refusal = argumentError(QStringLiteral("\"changes\" must be a JSON Patch: an array of operations"));
        return std::nullopt;
    }
    for (size_t i = 0; i < changes.size(); ++i) {
        const Json &change = changes[i];
        const QString path = change.is_object() && change.contains("path") && change["path"].is_string()
            ? QString::fromStdString(change["path"].get<std::string>())
            : QStringLiteral("(no path)");
        try {
            document = document.patch(Json::array({change}));
        } catch (const std::exception &e) {
            // "[json.exception.out_of_range.403] key 'x' not found": the library's tag is noise.
            QString reason = QString::fromUtf8(e.what());
            reason.remove(QRegularExpression(QStringLiteral(R"(^\[json\.exception\.[a-z_]+\.\d+\]\s*)")));
            *refusal = argumentError(QStringLiteral("change %1 (%2) cannot be applied: %3").arg(QString::number(i), path, reason));
            return std::nullopt;
        }
    }
    return document;
}

double total(const Json &analysis, const char *key)
{
    return analysis.value("totals", Json::object()).value(key, 0.0);
}

Json decisionsById(const Json &analysis)
{
    Json out = Json::object();
    for (const Json &r : analysis.value("relationships", Json::array()))
        if (r.contains("id"))
            out[r["id"].get<std::string>()] = r.contains("decision") ? r["decision"] : Json(nullptr);
    return out;
}

} // namespace

ToolResult whatIf(const Json &arguments, const ToolOptions &options)
{
    ToolResult refusal;
    const std::optional<Detail> detail = detailArgument(arguments, &refusal);
    if (!detail)
        return refusal;
    if (!arguments.contains("changes"))
        return argumentError(QStringLiteral("\"changes\" is missing: give a JSON Patch (an array of operations)"));
    ModelArgument loaded = modelArgument(arguments, options);
    if (!loaded.model)
        return loaded.refusal;
    // Patches address the model file as the modeler writes it, which is what the
    // client read or sent.
    const std::optional<Json> patched = applyChanges(toJson(*loaded.model), arguments["changes"], &refusal);
    if (!patched)
        return refusal;
    LoadResult changed = ModelReader::readJson(*patched);
    if (!changed.ok())
        return diagnosticsRefusal(changed.errors, QStringLiteral("model"), QStringLiteral("the changed model is not valid: "));
    const Json before = analysisAt(*Findings::of(std::move(*loaded.model)), *detail);
    const Json after = analysisAt(*Findings::of(std::move(*changed.model)), *detail);

    Json totals = Json::object();
    QStringList moved;
    for (const char *key : {"ruPerSecondAvg", "ruPerSecondPeak", "monthlyCostUsd"}) {
        const double a = total(before, key), b = total(after, key);
        totals[key] = b - a;
        moved << QStringLiteral("%1 %2 → %3").arg(QLatin1String(key), formatNumber(a), formatNumber(b));
    }
    const Json decisionsBefore = decisionsById(before), decisionsAfter = decisionsById(after);
    Json relationships = Json::array();
    QStringList changedDecisions;
    std::map<std::string, bool> ids;
    for (const auto &[id, _] : decisionsBefore.items())
        ids[id] = true;
    for (const auto &[id, _] : decisionsAfter.items())
        ids[id] = true;
    for (const auto &[id, _] : ids) {
        const Json a = decisionsBefore.value(id, Json(nullptr)), b = decisionsAfter.value(id, Json(nullptr));
        if (a == b)
            continue;
        relationships.push_back({{"id", id}, {"before", a}, {"after", b}});
        changedDecisions << QStringLiteral("%1: %2 → %3")
                                .arg(QString::fromStdString(id),
                                    a.is_string() ? QString::fromStdString(a.get<std::string>()) : QStringLiteral("none"),
                                    b.is_string() ? QString::fromStdString(b.get<std::string>()) : QStringLiteral("none"));
    }
    ToolResult result;
    result.structured = {{"before", before}, {"after", after},
        {"deltas", {{"totals", std::move(totals)}, {"relationships", std::move(relationships)}}}};
    result.text = QStringLiteral("What if (%1 changes): %2. Decisions changed: %3.")
                      .arg(QString::number(arguments["changes"].size()), moved.join(QStringLiteral("; ")),
                          changedDecisions.isEmpty() ? QStringLiteral("none") : changedDecisions.join(QStringLiteral("; ")));
    return result;
}

} // namespace cosmos::mcp
