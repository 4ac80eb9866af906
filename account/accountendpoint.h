// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QUrl>

#include <optional>

namespace cosmos::account {

// 127.0.0.0/8, ::1 or "localhost": the only hosts for which a self-signed certificate
// (the emulator's) or plain HTTP (a test server) is accepted.
bool isLoopbackHost(const QString &host);

// What makes an endpoint unusable, checked before anything is sent.
enum class EndpointProblem {
    NotAUrl,             // no scheme and host
    HasExtras,           // a user name, password, query or fragment
    HasPath,             // more than the account's address
    PlainHttpElsewhere,  // http to a host other than this machine
    NotHttps,            // another scheme
    SelfSignedElsewhere, // --allow-self-signed for a host other than this machine
};

std::optional<EndpointProblem> checkEndpoint(const QUrl &endpoint, bool allowSelfSigned);

// The problem in English, naming the endpoint (the CLI's message; the GUI words it
// in the interface language).
QString describe(EndpointProblem problem, const QUrl &endpoint);

// checkEndpoint and describe together: nullopt when the endpoint is usable.
std::optional<QString> endpointProblem(const QUrl &endpoint, bool allowSelfSigned);

} // namespace cosmos::account
