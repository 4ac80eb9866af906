// SPDX-License-Identifier: MIT
#include "mcpinput.h"

#include "model/analysis/analysisjson.h"
#include "model/analysis/numberformat.h"
#include "model/io/modelreader.h"

#include <QDir>
#include <QFileInfo>

#include <map>

namespace cosmos::mcp {

namespace {

QString qstring(const std::string &text)
{
    return QString::fromStdString(text);
}

Json pick(const Json &object, std::initializer_list<const char *> keys)
{
    Json out = Json::object();
    for (const char *key : keys)
        if (const auto it = object.find(key); it != object.end())
            out[key] = *it;
    return out;
}

Json summaryOf(const Json &full)
{
    Json out = Json::object();
    out["detail"] = "summary";
    out["omitted"] = "Only decisions, routes, totals and the checklist's errors and warnings; call again with "
                     "\"detail\": \"full\" for every explanation, heat cell and candidate key.";
    out["totals"] = full.value("totals", Json::object());
    Json relationships = Json::array();
    for (const Json &r : full.value("relationships", Json::array()))
        relationships.push_back(pick(r, {"id", "parent", "child", "correlation", "band", "decision", "rule"}));
    out["relationships"] = std::move(relationships);
    Json containers = Json::array();
    for (const Json &c : full.value("containers", Json::array())) {
        Json item = pick(c, {"name", "kind", "source", "entities", "partitionKey", "partitionKeyKind", "ruPerSecondAvg",
            "ruPerSecondPeak", "provisionedRuPerSecond", "physicalPartitions", "dataGB", "monthlyCostUsd", "feasible",
            "infeasibleBecause"});
        if (const auto hot = c.find("hottestLogicalPartition"); hot != c.end() && hot->is_object())
            item["hottestLogicalPartition"] = pick(*hot, {"ruPerSecond", "sizeGB", "status"});
        containers.push_back(std::move(item));
    }
    out["containers"] = std::move(containers);
    Json patterns = Json::array();
    for (const Json &p : full.value("accessPatterns", Json::array()))
        patterns.push_back(pick(p, {"id", "container", "servedBy", "kind", "singlePartition", "ruPerRequest",
            "ruPerSecondAvg", "ruPerSecondPeak"}));
    out["accessPatterns"] = std::move(patterns);
    Json checklist = Json::array();
    for (const Json &item : full.value("checklist", Json::array()))
        if (item.value("severity", "") != "info")
            checklist.push_back(pick(item, {"severity", "subject", "message", "check"}));
    out["checklist"] = std::move(checklist);
    out["adviceCount"] = full.value("advice", Json::array()).size();
    return out;
}

} // namespace

ToolResult argumentError(const QString &message)
{
    ToolResult result;
    result.isError = true;
    result.text = message;
    result.structured = Json {{"errors", Json::array({Json {{"message", message.toStdString()}}})}};
    return result;
}

ToolResult diagnosticsRefusal(const Diagnostics &diagnostics, const QString &source, const QString &prefix)
{
    QStringList lines;
    Json errors = Json::array();
    for (const Diagnostic &d : diagnostics) {
        lines << prefix + d.format(source);
        Json error {{"pointer", d.pointer.toStdString()}, {"message", d.message.toStdString()}};
        error["line"] = d.line > 0 ? Json(d.line) : Json(nullptr);
        if (d.column > 0)
            error["column"] = d.column;
        errors.push_back(std::move(error));
    }
    ToolResult result;
    result.isError = true;
    result.text = lines.join(QLatin1Char('\n'));
    result.structured = {{"errors", std::move(errors)}};
    return result;
}

std::optional<QString> readablePath(const Json &arguments, const char *key, const ToolOptions &options, ToolResult *refusal)
{
    const auto it = arguments.find(key);
    if (it == arguments.end() || !it->is_string() || it->get<std::string>().empty()) {
        *refusal = argumentError(QStringLiteral("\"%1\" must be a non-empty string").arg(QLatin1String(key)));
        return std::nullopt;
    }
    const QString given = qstring(it->get<std::string>());
    const QFileInfo info(given);
    if (!info.exists()) {
        *refusal = argumentError(QStringLiteral("%1: no such file").arg(given));
        return std::nullopt;
    }
    // Symbolic links resolved, so a link inside an allowed folder cannot lead out of it.
    const QString canonical = info.canonicalFilePath();
    if (!QFileInfo(canonical).isFile()) {
        *refusal = argumentError(QStringLiteral("%1: not a regular file").arg(given));
        return std::nullopt;
    }
    if (!options.roots.isEmpty()) {
        bool inside = false;
        for (const QString &root : options.roots)
            inside = inside || canonical.startsWith(root.endsWith(QLatin1Char('/')) ? root : root + QLatin1Char('/'));
        if (!inside) {
            *refusal = argumentError(
                QStringLiteral("%1: outside the folders this server may read (%2)").arg(given, options.roots.join(QStringLiteral(", "))));
            return std::nullopt;
        }
    }
    return canonical;
}

ModelArgument modelArgument(const Json &arguments, const ToolOptions &options)
{
    ModelArgument out;
    if (!arguments.is_object()) {
        out.refusal = argumentError(QStringLiteral("the arguments must be an object with \"model\" or \"path\""));
        return out;
    }
    const bool hasModel = arguments.contains("model");
    const bool hasPath = arguments.contains("path");
    if (hasModel == hasPath) {
        out.refusal = argumentError(QStringLiteral("give either \"model\" (the model's JSON) or \"path\" (a *.cosmos.json file)"));
        return out;
    }
    LoadResult loaded;
    if (hasPath) {
        const std::optional<QString> path = readablePath(arguments, "path", options, &out.refusal);
        if (!path)
            return out;
        out.source = *path;
        loaded = ModelReader::readFile(*path);
    } else {
        out.source = QStringLiteral("model");
        const Json &model = arguments["model"];
        if (model.is_string()) // some clients send the JSON as text
            loaded = ModelReader::readBytes(QByteArray::fromStdString(model.get<std::string>()));
        else if (model.is_object())
            loaded = ModelReader::readJson(model);
        else {
            out.refusal = argumentError(QStringLiteral("\"model\" must be the model's JSON object"));
            return out;
        }
    }
    if (!loaded.ok()) {
        out.refusal = diagnosticsRefusal(loaded.errors, out.source);
        return out;
    }
    out.model = std::move(loaded.model);
    return out;
}

std::optional<Detail> detailArgument(const Json &arguments, ToolResult *refusal)
{
    const auto it = arguments.find("detail");
    if (it == arguments.end())
        return Detail::Auto;
    static const std::map<std::string, Detail> names {{"auto", Detail::Auto}, {"full", Detail::Full}, {"summary", Detail::Summary}};
    if (it->is_string())
        if (const auto found = names.find(it->get<std::string>()); found != names.end())
            return found->second;
    *refusal = argumentError(QStringLiteral("\"detail\" is one of \"auto\", \"full\" and \"summary\""));
    return std::nullopt;
}

Json analysisAt(const Findings &findings, Detail detail)
{
    Json full = analysisToJson(findings);
    if (detail == Detail::Full)
        return full;
    if (detail == Detail::Auto) {
        // Measured, not guessed: the same dump the response will make.
        const size_t bytes = full.dump(-1, ' ', false, Json::error_handler_t::replace).size();
        if (bytes <= kFullAnalysisBytes)
            return full;
    }
    return summaryOf(full);
}

QString analysisSummaryText(const Json &analysis, const QString &name)
{
    const Json totals = analysis.value("totals", Json::object());
    std::map<std::string, int> decisions;
    for (const Json &r : analysis.value("relationships", Json::array()))
        if (r.contains("decision") && r["decision"].is_string())
            ++decisions[r["decision"].get<std::string>()];
    QStringList decided;
    for (const auto &[decision, count] : decisions)
        decided << QStringLiteral("%1 %2").arg(count).arg(qstring(decision));
    int crossPartition = 0;
    for (const Json &p : analysis.value("accessPatterns", Json::array()))
        crossPartition += p.value("kind", "") == "cross-partition-query";
    int errors = 0, warnings = 0;
    for (const Json &item : analysis.value("checklist", Json::array())) {
        errors += item.value("severity", "") == "error";
        warnings += item.value("severity", "") == "warning";
    }
    const bool feasible = totals.value("feasible", true);
    // The name is prepended, not an argument: text the user typed is never a pattern.
    const QString figures
        = QStringLiteral("%1 containers, %2 RU/s on average and %3 at peak, $%4 a month%5. Relationships: %6. ")
              .arg(QString::number(analysis.value("containers", Json::array()).size()),
                  formatNumber(totals.value("ruPerSecondAvg", 0.0)), formatNumber(totals.value("ruPerSecondPeak", 0.0)),
                  formatNumber(totals.value("monthlyCostUsd", 0.0)),
                  feasible ? QString() : QStringLiteral(" (this design cannot work as it is: see totals.infeasibleBecause)"),
                  decided.isEmpty() ? QStringLiteral("none decided") : decided.join(QStringLiteral(", ")))
        + QStringLiteral("%1 access patterns, %2 of them cross-partition. Checklist: %3 errors, %4 warnings.")
              .arg(QString::number(analysis.value("accessPatterns", Json::array()).size()),
                  QString::number(crossPartition), QString::number(errors), QString::number(warnings));
    return (name.isEmpty() ? QStringLiteral("The model") : name) + QStringLiteral(": ") + figures;
}

} // namespace cosmos::mcp
