// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>

namespace cosmos::account {

// The date every request carries (x-ms-date) and signs, in RFC 7231's English form
// whatever the locale: "Thu, 27 Apr 2017 00:51:12 GMT".
QString httpDate(const QDateTime &when);

// The Authorization header for a request signed with the account's master key, as
// Microsoft documents it ("Access control in the Azure Cosmos DB SQL API"): an
// HMAC-SHA256, keyed with the base64-decoded key, over
// "verb\nresourceType\nresourceLink\ndate\n\n" (verb, type and date in lower case,
// the link as it is), then "type=master&ver=1.0&sig=BASE64" percent-encoded.
// nullopt when the key is not base64; the key itself never leaves this function.
std::optional<QByteArray> masterKeyAuthorization(const QString &verb, const QString &resourceType,
    const QString &resourceLink, const QString &date, const QByteArray &base64Key);

} // namespace cosmos::account
