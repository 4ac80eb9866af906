// SPDX-License-Identifier: MIT
#include "diagnostic.h"

namespace cosmos {

QString Diagnostic::format(const QString &fileName) const
{
    QString out = fileName;
    if (line > 0)
        out += QStringLiteral(":%1:%2").arg(line).arg(column);
    out += QStringLiteral(": ");
    if (!pointer.isEmpty())
        out += pointer + QStringLiteral(": ");
    return out + message;
}

QString appendPointer(const QString &pointer, const QString &token)
{
    QString escaped = token;
    escaped.replace(QLatin1Char('~'), QStringLiteral("~0")).replace(QLatin1Char('/'), QStringLiteral("~1"));
    return pointer + QLatin1Char('/') + escaped;
}

QString appendPointer(const QString &pointer, size_t index)
{
    return pointer + QLatin1Char('/') + QString::number(index);
}

} // namespace cosmos
