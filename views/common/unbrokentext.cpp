// SPDX-License-Identifier: MIT
#include "unbrokentext.h"

#include <QRegularExpression>

namespace cosmos {

QString keepValuesTogether(QString text)
{
    static const QChar noBreak(0x00A0);
    // A digit, a space, then a unit the analysis prints: RU, RU/s, KB, MB, GB, ms, %.
    static const QRegularExpression numberAndUnit(QStringLiteral("(\\d) (RU/s|RU|KB|MB|GB|ms|%)(?![\\w/])"));
    // A comma and a space between two key paths: "/a, /b".
    static const QRegularExpression pathList(QStringLiteral("(/[\\w.\\[\\]]+), (?=/\\w)"));
    text.replace(numberAndUnit, QStringLiteral("\\1") + noBreak + QStringLiteral("\\2"));
    text.replace(pathList, QStringLiteral("\\1,") + noBreak);
    return text;
}

} // namespace cosmos
