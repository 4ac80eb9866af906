// SPDX-License-Identifier: MIT
#include "accountendpoint.h"

#include <QHostAddress>

namespace cosmos::account {

bool isLoopbackHost(const QString &host)
{
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

std::optional<QString> endpointProblem(const QUrl &endpoint, bool allowSelfSigned)
{
    const QString shown = endpoint.toString(QUrl::RemoveUserInfo);
    if (!endpoint.isValid() || endpoint.host().isEmpty())
        return QStringLiteral("%1 is not an endpoint URL (e.g. https://ACCOUNT.documents.azure.com:443/)").arg(shown);
    if (!endpoint.userInfo().isEmpty() || endpoint.hasQuery() || endpoint.hasFragment())
        return QStringLiteral("%1: an endpoint has no user, query or fragment").arg(shown);
    if (!(endpoint.path().isEmpty() || endpoint.path() == QLatin1String("/")))
        return QStringLiteral("%1: an endpoint has no path; give the account's address only").arg(shown);
    const bool loopback = isLoopbackHost(endpoint.host());
    if (endpoint.scheme() == QLatin1String("http") && !loopback)
        return QStringLiteral("%1: an account is reached over https; plain http is for this machine's test servers only")
            .arg(shown);
    if (endpoint.scheme() != QLatin1String("https") && endpoint.scheme() != QLatin1String("http"))
        return QStringLiteral("%1: expected an https:// endpoint").arg(shown);
    if (allowSelfSigned && !loopback)
        return QStringLiteral("%1: --allow-self-signed is accepted only for this machine (127.0.0.1, ::1, localhost), "
                              "where the emulator runs")
            .arg(shown);
    return std::nullopt;
}

} // namespace cosmos::account
