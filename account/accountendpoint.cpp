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

std::optional<EndpointProblem> checkEndpoint(const QUrl &endpoint, bool allowSelfSigned)
{
    if (!endpoint.isValid() || endpoint.host().isEmpty())
        return EndpointProblem::NotAUrl;
    if (!endpoint.userInfo().isEmpty() || endpoint.hasQuery() || endpoint.hasFragment())
        return EndpointProblem::HasExtras;
    if (!(endpoint.path().isEmpty() || endpoint.path() == QLatin1String("/")))
        return EndpointProblem::HasPath;
    const bool loopback = isLoopbackHost(endpoint.host());
    if (endpoint.scheme() == QLatin1String("http") && !loopback)
        return EndpointProblem::PlainHttpElsewhere;
    if (endpoint.scheme() != QLatin1String("https") && endpoint.scheme() != QLatin1String("http"))
        return EndpointProblem::NotHttps;
    if (allowSelfSigned && !loopback)
        return EndpointProblem::SelfSignedElsewhere;
    return std::nullopt;
}

QString describe(EndpointProblem problem, const QUrl &endpoint)
{
    const QString shown = endpoint.toString(QUrl::RemoveUserInfo);
    switch (problem) {
    case EndpointProblem::NotAUrl:
        return QStringLiteral("%1 is not an endpoint URL (e.g. https://ACCOUNT.documents.azure.com:443/)").arg(shown);
    case EndpointProblem::HasExtras: return QStringLiteral("%1: an endpoint has no user, query or fragment").arg(shown);
    case EndpointProblem::HasPath:
        return QStringLiteral("%1: an endpoint has no path; give the account's address only").arg(shown);
    case EndpointProblem::PlainHttpElsewhere:
        return QStringLiteral("%1: an account is reached over https; plain http is for this machine's test servers only")
            .arg(shown);
    case EndpointProblem::NotHttps: return QStringLiteral("%1: expected an https:// endpoint").arg(shown);
    case EndpointProblem::SelfSignedElsewhere:
        return QStringLiteral("%1: --allow-self-signed is accepted only for this machine (127.0.0.1, ::1, localhost), "
                              "where the emulator runs")
            .arg(shown);
    }
    return shown;
}

std::optional<QString> endpointProblem(const QUrl &endpoint, bool allowSelfSigned)
{
    if (const std::optional<EndpointProblem> problem = checkEndpoint(endpoint, allowSelfSigned))
        return describe(*problem, endpoint);
    return std::nullopt;
}

} // namespace cosmos::account
