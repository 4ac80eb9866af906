// SPDX-License-Identifier: MIT
#include "mcptools.h"

#include "mcpinput.h"
#include "mcptoolset.h"

#include "model/advisor/checklist.h"
#include "model/export/exportfolder.h"
#include "model/io/modeljson.h"
#include "model/requirements/requirementsimport.h"

#include <QFileInfo>

#include <functional>
#include <map>

namespace cosmos::mcp {

namespace {

Json modelSource()
{
    return Json {{"model", {{"type", "object"}, {"description", "The model itself, in the cosmos-modeler/model format."}}},
        {"path", {{"type", "string"}, {"description", "Or the path of a *.cosmos.json file the server can read."}}}};
}

Json detailProperty()
{
    return {{"type", "string"}, {"enum", {"auto", "full", "summary"}},
        {"description", "How much of the analysis: full (as `analyze --format json` prints it), summary (decisions, "
                        "routes, totals, checklist errors and warnings) or auto (full up to 1 MB, else summary)."}};
}

// The shape of a tool's structuredContent: its own members, or the errors of a refusal.
// The SDK's clients check every answer against it, refusals included.
Json outputSchema(Json properties, Json required)
{
    const Json errors {{"type", "array"},
        {"items",
            {{"type", "object"}, {"required", {"message"}},
                {"properties",
                    {{"message", {{"type", "string"}}}, {"pointer", {{"type", "string"}}},
                        {"line", {{"type", {"integer", "null"}}}}, {"column", {{"type", "integer"}}}}}}}};
    properties["errors"] = errors;
    return {{"type", "object"}, {"properties", std::move(properties)},
        {"anyOf", Json::array({{{"required", std::move(required)}}, {{"required", {"errors"}}}})}};
}

Json analysisShape()
{
    return {{"type", "object"}, {"required", {"relationships", "containers", "accessPatterns", "totals"}},
        {"properties",
            {{"relationships", {{"type", "array"}}}, {"containers", {{"type", "array"}}},
                {"accessPatterns", {{"type", "array"}}}, {"totals", {{"type", "object"}}},
                {"detail", {{"type", "string"}, {"enum", {"summary"}}}}}}};
}

Json schema(Json properties, Json required = Json::array())
{
    Json out {{"type", "object"}, {"properties", std::move(properties)}};
    if (!required.empty())
        out["required"] = std::move(required);
    return out;
}

ToolResult analyzeModel(const Json &arguments, const ToolOptions &options)
{
    ToolResult refusal;
    const std::optional<Detail> detail = detailArgument(arguments, &refusal);
    if (!detail)
        return refusal;
    ModelArgument loaded = modelArgument(arguments, options);
    if (!loaded.model)
        return loaded.refusal;
    const QString name = loaded.model->application.name;
    const auto findings = Findings::of(std::move(*loaded.model));
    ToolResult result;
    result.structured = analysisAt(*findings, *detail);
    result.text = analysisSummaryText(result.structured, name);
    if (result.structured.contains("detail"))
        result.text += QStringLiteral(" (Summary: ask with \"detail\": \"full\" for every explanation.)");
    return result;
}

ToolResult checkModel(const Json &arguments, const ToolOptions &options)
{
    ModelArgument loaded = modelArgument(arguments, options);
    if (!loaded.model)
        return loaded.refusal;
    const auto findings = Findings::of(std::move(*loaded.model));
    Json items = Json::array();
    int counts[3] = {0, 0, 0};
    QStringList lines;
    for (const ChecklistItem &item : findings->checklist()) {
        ++counts[int(item.severity)];
        const QString subject = item.subject.id.isEmpty() ? QStringLiteral("application") : item.subject.id;
        items.push_back({{"severity", severityName(item.severity).toStdString()}, {"subject", subject.toStdString()},
            {"message", item.message.english().toStdString()}, {"check", item.check.toStdString()}});
        if (item.severity == FindingSeverity::Error && lines.size() < 10)
            lines << QStringLiteral("error: %1: %2").arg(subject, item.message.english());
    }
    ToolResult result;
    result.structured = {{"findings", std::move(items)}};
    result.text = QStringLiteral("%1 errors, %2 warnings, %3 notes.")
                      .arg(counts[int(FindingSeverity::Error)])
                      .arg(counts[int(FindingSeverity::Warning)])
                      .arg(counts[int(FindingSeverity::Info)]);
    if (!lines.isEmpty())
        result.text += QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    return result;
}

std::optional<QList<ExportProduct>> productsArgument(const Json &arguments, ToolResult *refusal)
{
    const auto it = arguments.find("only");
    if (it == arguments.end())
        return allExportProducts();
    QString list;
    if (it->is_string())
        list = QString::fromStdString(it->get<std::string>());
    else if (it->is_array()) {
        QStringList names;
        for (const Json &name : *it)
            names << (name.is_string() ? QString::fromStdString(name.get<std::string>()) : QStringLiteral("?"));
        list = names.join(QLatin1Char(','));
    }
    QString error;
    std::optional<QList<ExportProduct>> products = parseExportProducts(list, &error);
    if (!products)
        *refusal = argumentError(QStringLiteral("\"only\": %1").arg(error.isEmpty() ? QStringLiteral("a list of products") : error));
    return products;
}

ToolResult exportModel(const Json &arguments, const ToolOptions &options)
{
    ToolResult refusal;
    const std::optional<QList<ExportProduct>> products = productsArgument(arguments, &refusal);
    if (!products)
        return refusal;
    ModelArgument loaded = modelArgument(arguments, options);
    if (!loaded.model)
        return loaded.refusal;
    const auto findings = Findings::of(std::move(*loaded.model));
    const ExportRendering rendering = renderExport(*findings, *products);
    if (!rendering.errors.isEmpty())
        return argumentError(rendering.errors.join(QLatin1Char('\n')));
    Json files = Json::array();
    QStringList paths;
    for (const ExportFile &file : rendering.files) {
        files.push_back({{"path", file.path.toStdString()}, {"content", file.bytes.toStdString()}});
        paths << file.path;
    }
    Json warnings = Json::array();
    for (const QString &warning : rendering.warnings)
        warnings.push_back(warning.toStdString());
    ToolResult result;
    result.structured = {{"files", std::move(files)}, {"warnings", std::move(warnings)}};
    result.text = QStringLiteral("%1 files: %2.").arg(paths.size()).arg(paths.join(QStringLiteral(", ")));
    for (const QString &warning : rendering.warnings)
        result.text += QStringLiteral("\nwarning: ") + warning;
    return result;
}

ToolResult importRequirementsTool(const Json &arguments, const ToolOptions &options)
{
    ToolResult refusal;
    const std::optional<Detail> detail = detailArgument(arguments, &refusal);
    if (!detail)
        return refusal;
    if (!arguments.is_object() || arguments.contains("markdown") == arguments.contains("path"))
        return argumentError(QStringLiteral("give either \"markdown\" (the document's text) or \"path\" (a .md file)"));
    RequirementsImport imported;
    QString source = QStringLiteral("markdown");
    if (arguments.contains("path")) {
        const std::optional<QString> path = readablePath(arguments, "path", options, &refusal);
        if (!path)
            return refusal;
        source = *path;
        imported = importRequirementsFile(*path, {QFileInfo(*path).completeBaseName()});
    } else {
        if (!arguments["markdown"].is_string())
            return argumentError(QStringLiteral("\"markdown\" must be the document's text"));
        imported = importRequirements(QString::fromStdString(arguments["markdown"].get<std::string>()));
    }
    if (!imported.model)
        return diagnosticsRefusal(imported.errors, source);
    Json warnings = Json::array();
    QStringList lines;
    for (const ImportWarning &w : imported.warnings) {
        warnings.push_back({{"line", w.line}, {"message", w.message.toStdString()}});
        lines << QStringLiteral("line %1: %2").arg(w.line).arg(w.message);
    }
    const Model &model = *imported.model;
    ToolResult result;
    result.structured["model"] = toJson(model);
    result.structured["analysis"] = analysisAt(*Findings::of(model), *detail);
    result.structured["warnings"] = std::move(warnings);
    result.text = QStringLiteral("Imported %1 entities, %2 relationships and %3 access patterns; %4 warnings.")
                      .arg(model.entities.size())
                      .arg(model.relationships.size())
                      .arg(model.accessPatterns.size())
                      .arg(imported.warnings.size());
    if (!lines.isEmpty())
        result.text += QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    result.text += QLatin1Char('\n') + analysisSummaryText(result.structured["analysis"], model.application.name);
    return result;
}

struct Tool {
    const char *title;
    const char *description;
    std::function<Json()> inputSchema;
    std::function<ToolResult(const Json &, const ToolOptions &)> run;
    std::function<Json()> outputSchema;
};

const std::map<std::string, Tool> &tools()
{
    static const std::map<std::string, Tool> table {
        {"analyze_model",
            {"Analyze a Cosmos DB model",
                "Runs the modeler's analysis on a model: the embed / co-locate / separate decision of every "
                "relationship with its rule and correlation, the containers with partition keys, RU/s, partitions and "
                "monthly cost, every access pattern's route and RU per request, and the checklist. The same JSON as "
                "`cosmos-modeler-cli analyze --format json`. Use it instead of computing RU by hand.",
                [] {
                    Json properties = modelSource();
                    properties["detail"] = detailProperty();
                    return schema(properties);
                },
                analyzeModel,
                [] {
                    Json shape = analysisShape();
                    return outputSchema(shape["properties"], shape["required"]);
                }}},
        {"check_model",
            {"Check a Cosmos DB model",
                "Validates a model and lists its findings (errors, warnings, notes), as `cosmos-modeler-cli check`.",
                [] { return schema(modelSource()); }, checkModel,
                [] {
                    return outputSchema({{"findings", {{"type", "array"},
                                                          {"items", {{"type", "object"},
                                                                        {"required", {"severity", "subject", "message", "check"}}}}}}},
                        {"findings"});
                }}},
        {"export_model",
            {"Export a Cosmos DB design",
                "Renders the export folder in memory: cosmosdb_requirements.md, cosmosdb_data_model.md, container "
                "JSON, indexing policies, ARM and Bicep, sample documents. Nothing is written to disk.",
                [] {
                    Json properties = modelSource();
                    properties["only"] = {{"type", "array"},
                        {"items", {{"type", "string"}, {"enum", {"requirements", "datamodel", "containers", "indexing", "arm", "bicep", "samples"}}}},
                        {"description", "The products to render; all by default."}};
                    return schema(properties);
                },
                exportModel,
                [] {
                    return outputSchema({{"files", {{"type", "array"},
                                                       {"items", {{"type", "object"}, {"required", {"path", "content"}}}}}},
                                            {"warnings", {{"type", "array"}, {"items", {{"type", "string"}}}}}},
                        {"files"});
                }}},
        {"what_if",
            {"Compare a change to a Cosmos DB model",
                "Applies a JSON Patch (RFC 6902) to the model and analyses both designs: their totals, the deltas "
                "(after minus before) and the relationships whose decision changes.",
                [] {
                    Json properties = modelSource();
                    properties["changes"] = {{"type", "array"}, {"items", {{"type", "object"}}},
                        {"description", "JSON Patch operations on the model file, applied in order, e.g. "
                                        "[{\"op\": \"replace\", \"path\": \"/accessPatterns/0/rpsPeak\", \"value\": 900}]."}};
                    properties["detail"] = detailProperty();
                    return schema(properties, Json::array({"changes"}));
                },
                whatIf,
                [] {
                    return outputSchema({{"before", analysisShape()}, {"after", analysisShape()},
                                            {"deltas", {{"type", "object"}, {"required", {"totals", "relationships"}}}}},
                        {"before", "after", "deltas"});
                }}},
        {"explain",
            {"Explain a decision of a Cosmos DB model",
                "Explains one item of the analysis with the figures behind it: a relationship (correlation, band, "
                "decision, rule), an access pattern (route, RU per request, RU/s), a container or an entity.",
                [] {
                    Json properties = modelSource();
                    properties["subject"] = {{"type", "string"},
                        {"description", "The id of an entity, relationship or access pattern, or a container's name."}};
                    return schema(properties, Json::array({"subject"}));
                },
                explain,
                [] {
                    return outputSchema({{"kind", {{"type", "string"},
                                                      {"enum", {"relationship", "accessPattern", "container", "entity"}}}},
                                            {"subject", {{"type", "string"}}},
                                            {"explanation", {{"type", "array"}, {"items", {{"type", "string"}}}}}},
                        {"kind", "subject", "explanation"});
                }}},
        {"import_requirements",
            {"Import a cosmosdb_requirements.md",
                "Reads a requirements document written from the Cosmos DB modeling prompt's template (or by "
                "export_model) into a model, and analyses it. Values it cannot use are warnings with their line.",
                [] {
                    return schema({{"markdown", {{"type", "string"}, {"description", "The document's text."}}},
                        {"path", {{"type", "string"}, {"description", "Or the path of the .md file."}}},
                        {"detail", detailProperty()}});
                },
                importRequirementsTool,
                [] {
                    return outputSchema({{"model", {{"type", "object"}}}, {"analysis", analysisShape()},
                                            {"warnings", {{"type", "array"},
                                                             {"items", {{"type", "object"}, {"required", {"line", "message"}}}}}}},
                        {"model", "analysis", "warnings"});
                }}},
    };
    return table;
}

} // namespace

Json toolDefinitions()
{
    Json list = Json::array();
    for (const auto &[name, tool] : tools())
        list.push_back({{"name", name}, {"title", tool.title}, {"description", tool.description},
            {"inputSchema", tool.inputSchema()}, {"outputSchema", tool.outputSchema()}});
    return list;
}

bool isTool(const std::string &name)
{
    return tools().contains(name);
}

ToolResult callTool(const std::string &name, const Json &arguments, const ToolOptions &options)
{
    const auto it = tools().find(name);
    if (it == tools().end())
        return argumentError(QStringLiteral("unknown tool \"%1\"").arg(QString::fromStdString(name)));
    return it->second.run(arguments.is_null() ? Json::object() : arguments, options);
}

} // namespace cosmos::mcp
