// SPDX-License-Identifier: MIT
// what_if: a JSON Patch applied to the model, both designs analysed, and what changes.
#include "mcpinput.h"
#include "mcptoolset.h"

#include "model/analysis/numberformat.h"
#include "model/io/modeljson.h"
#include "model/io/jsonscanner.h"
#include "model/io/modelreader.h"

#include <QRegularExpression>

#include <algorithm>
#include <map>
#include <vector>

namespace cosmos::mcp {

namespace {

// What a value adds to a model file: about its serialized size (keys and strings by
// their length, every other value by a few bytes) and how deep its arrays and objects
// nest, counted without recursion (a patch can nest a value inside a copy of itself).
struct Footprint {
    double bytes = 0;
    int depth = 0;
};

Footprint footprintOf(const Json &value)
{
    Footprint footprint;
    std::vector<std::pair<const Json *, int>> pending {{&value, 0}};
    while (!pending.empty()) {
        const auto [at, outer] = pending.back();
        pending.pop_back();
        if (at->is_object() || at->is_array()) {
            footprint.depth = std::max(footprint.depth, outer + 1);
            footprint.bytes += 2;
            for (auto it = at->begin(); it != at->end(); ++it) {
                footprint.bytes += at->is_object() ? double(it.key().size()) + 4 : 1;
                pending.push_back({&it.value(), outer + 1});
            }
        } else {
            footprint.bytes += at->is_string() ? double(at->get_ref<const std::string &>().size()) + 2 : 8;
        }
    }
    return footprint;
}

// The value an operation's pointer names, if there is one ("/-" names an array's last
// element once something was appended).
const Json *valueAt(const Json &document, const std::string &pointer)
{
    try {
        if (pointer.ends_with("/-")) {
            const Json &array = document.at(Json::json_pointer(pointer.substr(0, pointer.size() - 2)));
            return array.is_array() && !array.empty() ? &array.back() : nullptr;
        }
        return &document.at(Json::json_pointer(pointer));
    } catch (const std::exception &) {
        return nullptr;
    }
}

QString withoutLibraryTag(const char *what)
{
    // "[json.exception.out_of_range.403] key 'x' not found": the library's tag is noise.
    QString reason = QString::fromUtf8(what);
    reason.remove(QRegularExpression(QStringLiteral(R"(^\[json\.exception\.[a-z_]+\.\d+\]\s*)")));
    return reason;
}

// The patched model file, or a refusal naming the change that cannot be applied or
// that would make the model larger or deeper than a model file may be (a few copy
// operations, each doubling the model, would otherwise exhaust the memory).
std::optional<Json> applyChanges(Json document, const Json &changes, ToolResult *refusal)
{
    if (!changes.is_array()) {
        *refusal = argumentError(QStringLiteral("\"changes\" must be a JSON Patch: an array of operations"));
        return std::nullopt;
    }
    double bytes = footprintOf(document).bytes;
    for (size_t i = 0; i < changes.size(); ++i) {
        const Json &change = changes[i];
        const std::string pointer = change.is_object() && change.contains("path") && change["path"].is_string()
            ? change["path"].get<std::string>()
            : "";
        const QString path = pointer.empty() && !(change.is_object() && change.contains("path"))
            ? QStringLiteral("(no path)")
            : QString::fromStdString(pointer);
        const std::string op
            = change.is_object() ? change.value("op", Json()).is_string() ? change["op"].get<std::string>() : "" : "";
        auto refuse = [&](const QString &reason) {
            *refusal = argumentError(QStringLiteral("change %1 (%2) %3").arg(QString::number(i), path, reason));
            return std::nullopt;
        };
        // Measured before it is applied: what the operation takes away (the value it
        // replaces or removes) and what it writes (its value, or the one it copies or moves).
        double after = bytes;
        if (op == "replace" || op == "remove")
            if (const Json *old = valueAt(document, pointer))
                after -= footprintOf(*old).bytes;
        const Json *incoming = nullptr;
        if ((op == "add" || op == "replace") && change.contains("value"))
            incoming = &change["value"];
        else if ((op == "copy" || op == "move") && change.contains("from") && change["from"].is_string())
            incoming = valueAt(document, change["from"].get<std::string>());
        if (incoming) {
            const Footprint footprint = footprintOf(*incoming);
            if (op != "move")
                after += footprint.bytes;
            if (after > double(ModelReader::kMaxFileBytes))
                return refuse(QStringLiteral("would make the model larger than a model file may be (%1 MB)")
                                  .arg(ModelReader::kMaxFileBytes / (1024 * 1024)));
            if (int(std::count(pointer.begin(), pointer.end(), '/')) + footprint.depth > JsonScanner::kMaxDepth)
                return refuse(
                    QStringLiteral("would nest the model more than %1 levels deep").arg(JsonScanner::kMaxDepth));
        }
        try {
            document.patch_inplace(Json::array({change}));
        } catch (const std::exception &e) {
            return refuse(QStringLiteral("cannot be applied: %1").arg(withoutLibraryTag(e.what())));
        }
        bytes = after;
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
        return diagnosticsRefusal(
            changed.errors, QStringLiteral("model"), QStringLiteral("the changed model is not valid: "));
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
                                    a.is_string() ? QString::fromStdString(a.get<std::string>())
                                                  : QStringLiteral("none"),
                                    b.is_string() ? QString::fromStdString(b.get<std::string>())
                                                  : QStringLiteral("none"));
    }
    ToolResult result;
    result.structured = {{"before", before}, {"after", after},
        {"deltas", {{"totals", std::move(totals)}, {"relationships", std::move(relationships)}}}};
    result.text
        = QStringLiteral("What if (%1 changes): %2. Decisions changed: %3.")
              .arg(QString::number(arguments["changes"].size()), moved.join(QStringLiteral("; ")),
                  changedDecisions.isEmpty() ? QStringLiteral("none") : changedDecisions.join(QStringLiteral("; ")));
    return result;
}

} // namespace cosmos::mcp
