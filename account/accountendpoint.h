// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QUrl>

#include <optional>

namespace cosmos::account {

// 127.0.0.0/8, ::1 or "localhost": the only hosts for which a self-signed certificate
// (the emulator's) or plain HTTP (a test server) is accepted.
bool isLoopbackHost(const QString &host);

// Checks an account endpoint before anything is sent: https (http only on loopback),
// a host, no user name, password, query or fragment, and --allow-self-signed only
// with a loopback host. The message names the endpoint; nullopt when it is usable.
std::optional<QString> endpointProblem(const QUrl &endpoint, bool allowSelfSigned);

} // namespace cosmos::account
