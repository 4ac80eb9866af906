// SPDX-License-Identifier: MIT
// Bytes as an account's answers: a loopback stub serves them as the body of every
// answer to `account import` (the database, its containers, their documents and
// counts), with a status, a request charge and continuation tokens chosen from the
// bytes' hash. The import either fails with a reason or gives a model that loads; the
// request charge stays finite; nothing reaches past the stub.
#include "fuzzchecks.h"

#include "account/accountimport.h"
#include "account/cosmosclient.h"
#include "model/io/modelreader.h"
#include "model/io/modelwriter.h"
#include "stubserver.h"

#include <array>
#include <cmath>

namespace cosmos::fuzz {

namespace {

test::StubAnswer answerFor(const QByteArray &body, std::uint64_t hash, int index)
{
    static constexpr std::array<int, 6> kStatuses {200, 200, 200, 201, 400, 404};
    static const std::array<QByteArray, 6> kCharges {"1", "2.38", "-1", "1e309", "nan", "many"};
    test::StubAnswer answer = test::StubAnswer::json(kStatuses[(hash >> 4) % kStatuses.size()], body);
    answer.headers.append({"x-ms-request-charge", kCharges[(hash >> 8) % kCharges.size()]});
    // Pages that go on: new tokens, two alternating, or one repeated.
    if ((hash >> 12) % 4 == 1)
        answer.headers.append({"x-ms-continuation", "page" + QByteArray::number(index)});
    else if ((hash >> 12) % 4 == 2)
        answer.headers.append({"x-ms-continuation", "page" + QByteArray::number(index % 2)});
    return answer;
}

} // namespace

void serveAsAccount(const QByteArray &body, std::uint64_t hash, int maxRequests)
{
    test::StubServer server(
        [&body, hash](const test::StubRequest &, int index) { return answerFor(body, hash, index); });
    account::ClientOptions options;
    options.endpoint = QUrl(server.endpoint());
    options.key = test::kDocumentedKey;
    options.timeoutMs = 5000;
    options.maxRetries = 0;
    options.maxPages = 20;
    options.feedDeadlineMs = 5000;
    // A container list of thousands is an account the import must read; the fuzzer
    // needs only its first requests to have seen every parser.
    options.cancelled = [&server, maxRequests] { return int(server.requests().size()) > maxRequests; };
    account::CosmosClient client(options);
    account::ImportOptions import;
    import.database = QStringLiteral("shop");
    import.sample = 20;
    const account::ImportResult result = account::importDatabase(client, import);
    if (!std::isfinite(client.totalRequestCharge()) || client.totalRequestCharge() < 0)
        fail("the request charge of an account's answers is not a finite, non-negative number");
    if (!result.model) {
        if (result.error.isEmpty())
            fail("a failed account import came without a reason");
        return;
    }
    if (!ModelReader::readBytes(ModelWriter::toBytes(*result.model)).ok())
        fail("a model imported from an account does not load");
}

} // namespace cosmos::fuzz
