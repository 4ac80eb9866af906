// SPDX-License-Identifier: MIT
#include "modelreader.h"

#include "jsonscanner.h"
#include "migration.h"
#include "modeljson.h"
#include "modelchecks.h"
#include "objectreader.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace cosmos {

namespace {

constexpr const char *kFormatName = "cosmos-modeler/model";

LoadResult failure(Diagnostics errors)
{
    if (errors.size() > ModelReader::kMaxErrors)
        errors.resize(ModelReader::kMaxErrors);
    return LoadResult {std::nullopt, std::move(errors)};
}

LoadResult failure(const QString &message, qsizetype line = 0, qsizetype column = 0)
{
    return failure(Diagnostics {{QString(), message, line, column}});
}

// nlohmann's messages start with "[json.exception.parse_error.101] parse error at
// line 1, column 5: "; we print our own position, so keep only the explanation.
QString parseErrorText(const char *what)
{
    QString text = QString::fromUtf8(what);
    const qsizetype colon = text.indexOf(QStringLiteral(": "));
    if (text.startsWith(QLatin1Char('[')) && colon > 0)
        text = text.mid(colon + 2);
    return text;
}

bool checkFormat(const Json &root, Diagnostics &errors)
{
    if (!root.is_object()) {
        errors.push_back(
            {QString(), QStringLiteral("expected a model object, got %1").arg(ObjectReader::describe(root))});
        return false;
    }
    const auto format = root.find("format");
    if (format == root.end()) {
        errors.push_back({QString(),
            QStringLiteral("the required member \"format\" is missing (expected \"%1\")")
                .arg(QLatin1String(kFormatName))});
        return false;
    }
    if (!format->is_string() || format->get_ref<const std::string &>() != kFormatName) {
        errors.push_back({QStringLiteral("/format"),
            QStringLiteral("expected \"%1\", got %2; this is not a Cosmos Modeler model")
                .arg(QLatin1String(kFormatName), ObjectReader::describe(*format))});
        return false;
    }
    return true;
}

} // namespace

LoadResult ModelReader::readFile(const QString &path, QByteArray *bytesRead)
{
    QFile file(path);
    const QFileInfo info(path);
    if (info.isDir())
        return failure(QStringLiteral("is a folder, not a model file"));
    if (!file.open(QIODevice::ReadOnly))
        return failure(QStringLiteral("cannot be opened: %1").arg(file.errorString()));
    if (file.size() > kMaxFileBytes)
        return failure(QStringLiteral("is %1 MB; model files larger than %2 MB are refused")
                           .arg(double(file.size()) / (1024 * 1024), 0, 'f', 1)
                           .arg(kMaxFileBytes / (1024 * 1024)));
    // As much as the file holds (one byte more tells a file that grew past the limit
    // since it was measured); a pipe has no size to go by.
    const qint64 expected = file.isSequential() ? kMaxFileBytes : std::min(file.size(), kMaxFileBytes);
    const QByteArray bytes = file.read(expected + 1);
    if (file.error() != QFileDevice::NoError)
        return failure(QStringLiteral("cannot be read: %1").arg(file.errorString()));
    if (bytesRead)
        *bytesRead = bytes;
    return readBytes(bytes);
}

LoadResult ModelReader::readBytes(const QByteArray &bytes)
{
    if (bytes.size() > kMaxFileBytes)
        return failure(QStringLiteral("the model is larger than %1 MB").arg(kMaxFileBytes / (1024 * 1024)));
    std::string_view text(bytes.constData(), size_t(bytes.size()));
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
        return failure(QStringLiteral("the file is empty; expected a JSON model"));

    if (const auto problem = JsonScanner::precheck(text))
        return failure(problem->message, problem->position.line, problem->position.column);

    Json root;
    try {
        root = Json::parse(text.begin(), text.end());
    } catch (const Json::parse_error &error) {
        // error.byte is 1-based and points just past the offending character.
        const auto position = JsonScanner::positionOf(text, error.byte > 0 ? error.byte - 1 : 0);
        return failure(
            QStringLiteral("not valid JSON: %1").arg(parseErrorText(error.what())), position.line, position.column);
    } catch (const Json::exception &error) {
        return failure(QStringLiteral("not valid JSON: %1").arg(parseErrorText(error.what())));
    }

    LoadResult result = readJson(std::move(root));
    for (Diagnostic &diagnostic : result.errors) {
        if (diagnostic.line > 0)
            continue;
        const auto position = JsonScanner::locate(text, diagnostic.pointer);
        diagnostic.line = position.line;
        diagnostic.column = position.column;
    }
    return result;
}

LoadResult ModelReader::readJson(Json root)
{
    Diagnostics errors;
    if (!checkFormat(root, errors) || !migrateToCurrent(root, errors))
        return failure(std::move(errors));
    Model model = readModelBody(root, errors);
    if (errors.empty())
        checkReferences(model, errors);
    if (!errors.empty())
        return failure(std::move(errors));
    return LoadResult {std::move(model), {}};
}

} // namespace cosmos
