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
    // The slash of a rate ("RU/s", "writes/s", "$17.39/month", "/月"): the line
    // breaker may otherwise break after it.
    static const QRegularExpression rateSlash(QStringLiteral("(?<=[\\w$])/(?=(s|month|mo|h)(?!\\w)|\u6708)"));
    static const QChar wordJoiner(0x2060);
    // A separator dot ends its line rather than start the next: "… 416 RU/s ·".
    static const QString separator = QStringLiteral(" · ");
    text.replace(numberAndUnit, QStringLiteral("\\1") + noBreak + QStringLiteral("\\2"));
    text.replace(pathList, QStringLiteral("\\1,") + noBreak);
    text.replace(rateSlash, QStringLiteral("/") + wordJoiner);
    text.replace(separator, noBreak + QStringLiteral("· "));
    return text;
}

} // namespace cosmos
