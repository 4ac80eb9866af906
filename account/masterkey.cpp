// SPDX-License-Identifier: MIT
#include "masterkey.h"

#include <QMessageAuthenticationCode>
#include <QUrl>

namespace cosmos::account {

QString httpDate(const QDateTime &when)
{
    static const char *const kDays[] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
    static const char *const kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
        "Nov", "Dec"};
    const QDateTime utc = when.toUTC();
    const QDate date = utc.date();
    return QStringLiteral("%1, %2 %3 %4 %5 GMT")
        .arg(QLatin1String(kDays[date.dayOfWeek() - 1]))
        .arg(date.day(), 2, 10, QLatin1Char('0'))
        .arg(QLatin1String(kMonths[date.month() - 1]))
        .arg(date.year())
        .arg(utc.time().toString(QStringLiteral("HH:mm:ss")));
}

std::optional<QByteArray> masterKeyAuthorization(const QString &verb, const QString &resourceType,
    const QString &resourceLink, const QString &date, const QByteArray &base64Key)
{
    const auto key = QByteArray::fromBase64Encoding(base64Key.trimmed(), QByteArray::AbortOnBase64DecodingErrors);
    if (!key || key.decoded.isEmpty())
        return std::nullopt;
    const QString payload = verb.toLower() + QLatin1Char('\n') + resourceType.toLower() + QLatin1Char('\n')
        + resourceLink + QLatin1Char('\n') + date.toLower() + QLatin1Char('\n') + QLatin1Char('\n');
    const QByteArray signature
        = QMessageAuthenticationCode::hash(payload.toUtf8(), key.decoded, QCryptographicHash::Sha256).toBase64();
    return QUrl::toPercentEncoding(QStringLiteral("type=master&ver=1.0&sig=") + QString::fromLatin1(signature));
}

} // namespace cosmos::account
