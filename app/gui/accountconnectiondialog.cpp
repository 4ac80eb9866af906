// SPDX-License-Identifier: MIT
#include "accountconnectiondialog.h"

#include "accountkeychain.h"
#include "account/accountendpoint.h"
#include "model/document/enums.h"
#include "views/panels/panel.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QUrl>
#include <QVBoxLayout>

namespace cosmos {

namespace {

constexpr int kMaxSample = 1000000;
const QString kGroup = QStringLiteral("accountImport");

constexpr const char *kEndpointProblems[] = {
    QT_TRANSLATE_NOOP("cosmos::AccountConnectionDialog",
        "Enter the account's address, e.g. https://ACCOUNT.documents.azure.com:443/"),
    QT_TRANSLATE_NOOP("cosmos::AccountConnectionDialog", "An endpoint has no user name, query or fragment."),
    QT_TRANSLATE_NOOP("cosmos::AccountConnectionDialog", "Enter the account's address only, without a path."),
    QT_TRANSLATE_NOOP("cosmos::AccountConnectionDialog", "An account is reached over https://."),
    QT_TRANSLATE_NOOP("cosmos::AccountConnectionDialog", "An account is reached over https://."),
    QT_TRANSLATE_NOOP(
        "cosmos::AccountConnectionDialog", "A self-signed certificate is accepted only from this computer.")};
static_assert(std::size(kEndpointProblems) == std::size_t(account::EndpointProblem::SelfSignedElsewhere) + 1);

QString explain(account::EndpointProblem problem)
{
    return AccountConnectionDialog::tr(labelIn(kEndpointProblems, problem));
}

// The title, the button and what the dialog says it will do, by purpose (source
// texts, in the order of the enum).
struct PurposeTexts {
    const char *title;
    const char *action;
    const char *intro;
};

constexpr PurposeTexts kPurposeTexts[] = {
    {QT_TRANSLATE_NOOP("cosmos::AccountConnectionDialog", "Import from Azure Cosmos DB"),
        QT_TRANSLATE_NOOP("cosmos::AccountConnectionDialog", "Import"),
        QT_TRANSLATE_NOOP("cosmos::AccountConnectionDialog",
            "Reads each container's definition and a sample of its documents, and infers entities, attributes, sizes "
            "and value statistics. Nothing in the account is changed.")},
    {QT_TRANSLATE_NOOP("cosmos::AccountConnectionDialog", "Deploy to Azure Cosmos DB"),
        QT_TRANSLATE_NOOP("cosmos::AccountConnectionDialog", "Show the Plan"),
        QT_TRANSLATE_NOOP("cosmos::AccountConnectionDialog",
            "Creates the database and the design's containers that are missing, with the definitions the export "
            "writes. Nothing is deleted or replaced; you see the plan before anything is created.")},
    {QT_TRANSLATE_NOOP("cosmos::AccountConnectionDialog", "Compare with Account"),
        QT_TRANSLATE_NOOP("cosmos::AccountConnectionDialog", "Compare"),
        QT_TRANSLATE_NOOP("cosmos::AccountConnectionDialog",
            "Lists what differs between the design and the account's containers: what can change in place and what "
            "needs a new container and a copy of the data. Nothing in the account is changed.")},
    {QT_TRANSLATE_NOOP("cosmos::AccountConnectionDialog", "Measure on Account"),
        QT_TRANSLATE_NOOP("cosmos::AccountConnectionDialog", "Measure"),
        QT_TRANSLATE_NOOP("cosmos::AccountConnectionDialog",
            "Runs each access pattern against the account, with parameters taken from stored documents, and shows "
            "the charge Cosmos DB reports beside the estimate.")},
};
static_assert(std::size(kPurposeTexts) == std::size_t(AccountConnectionDialog::Purpose::Measure) + 1);

} // namespace

AccountProfile AccountProfile::last()
{
    QSettings settings;
    settings.beginGroup(kGroup);
    AccountProfile profile;
    profile.endpoint = settings.value(QStringLiteral("endpoint")).toString();
    profile.database = settings.value(QStringLiteral("database")).toString();
    profile.sample = std::clamp(settings.value(QStringLiteral("sample"), 1000).toInt(), 1, kMaxSample);
    profile.allowSelfSigned = settings.value(QStringLiteral("allowSelfSigned"), false).toBool();
    return profile;
}

void AccountProfile::remember() const
{
    QSettings settings;
    settings.beginGroup(kGroup);
    settings.setValue(QStringLiteral("endpoint"), endpoint);
    settings.setValue(QStringLiteral("database"), database);
    settings.setValue(QStringLiteral("sample"), sample);
    settings.setValue(QStringLiteral("allowSelfSigned"), allowSelfSigned);
}

AccountConnectionDialog::AccountConnectionDialog(Purpose purpose, QWidget *parent)
    : QDialog(parent)
    , m_endpoint(new QLineEdit(this))
    , m_database(new QLineEdit(this))
    , m_key(new QLineEdit(this))
    , m_rememberKey(new QCheckBox(tr("Keep the key in the system keychain"), this))
    , m_sample(new QSpinBox(this))
    , m_allowSelfSigned(new QCheckBox(tr("Accept a self-signed certificate (the emulator on this computer)"), this))
    , m_allowWrites(new QCheckBox(tr("Also run the write patterns, in a scratch container created for them and "
                                     "removed afterwards"),
          this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    const PurposeTexts &texts = kPurposeTexts[std::size_t(purpose)];
    setWindowTitle(tr(texts.title));
    m_endpoint->setPlaceholderText(QStringLiteral("https://ACCOUNT.documents.azure.com:443/"));
    m_key->setEchoMode(QLineEdit::Password);
    m_key->setPlaceholderText(purpose == Purpose::Import || purpose == Purpose::Compare
            ? tr("Primary or secondary key (read-only keys work)")
            : tr("Primary or secondary key"));
    m_sample->setRange(1, kMaxSample);
    m_sample->setGroupSeparatorShown(true);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #d0342c;")); // the red of a refused field
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr(texts.action));

    const AccountProfile profile = AccountProfile::last();
    m_endpoint->setText(profile.endpoint);
    m_database->setText(profile.database);
    m_sample->setValue(profile.sample);
    m_allowSelfSigned->setChecked(profile.allowSelfSigned);

    auto *form = new QFormLayout;
    form->addRow(tr("&Endpoint:"), m_endpoint);
    form->addRow(tr("&Database:"), m_database);
    form->addRow(tr("&Key:"), m_key);
    form->addRow(QString(), m_rememberKey);
    if (purpose == Purpose::Import)
        form->addRow(tr("Documents per &container:"), m_sample);
    else
        m_sample->hide();
    form->addRow(QString(), m_allowSelfSigned);
    if (purpose == Purpose::Measure)
        form->addRow(QString(), m_allowWrites);
    else
        m_allowWrites->hide();
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr(texts.intro), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *edit : {m_endpoint, m_database, m_key})
        connect(edit, &QLineEdit::textChanged, this, &AccountConnectionDialog::validate);
    connect(m_allowSelfSigned, &QCheckBox::toggled, this, &AccountConnectionDialog::validate);
    connect(m_endpoint, &QLineEdit::editingFinished, this, &AccountConnectionDialog::fillKeyFromKeychain);
    fillKeyFromKeychain();
    validate();
}

QString AccountConnectionDialog::keepChoices() const
{
    const AccountProfile chosen = profile();
    chosen.remember();
    if (!rememberKey()) {
        AccountKeychain::forget(chosen.endpoint);
        return {};
    }
    QString error;
    if (AccountKeychain::store(chosen.endpoint, key(), &error))
        return {};
    return tr("The key could not be kept in the system keychain (%1); it will be asked for again.").arg(error);
}

bool AccountConnectionDialog::allowWrites() const
{
    return m_allowWrites->isVisible() && m_allowWrites->isChecked();
}

AccountProfile AccountConnectionDialog::profile() const
{
    return {m_endpoint->text().trimmed(), m_database->text().trimmed(), m_sample->value(),
        m_allowSelfSigned->isEnabled() && m_allowSelfSigned->isChecked()};
}

QByteArray AccountConnectionDialog::key() const
{
    return m_key->text().trimmed().toLatin1();
}

bool AccountConnectionDialog::rememberKey() const
{
    return m_rememberKey->isChecked();
}

void AccountConnectionDialog::fillKeyFromKeychain()
{
    const QString endpoint = m_endpoint->text().trimmed();
    if (endpoint.isEmpty() || !m_key->text().isEmpty())
        return;
    if (const std::optional<QByteArray> stored = AccountKeychain::read(endpoint)) {
        m_key->setText(QString::fromLatin1(*stored));
        m_rememberKey->setChecked(true);
    }
}

// The CLI's rules, shown while typing: a self-signed certificate only for this machine.
void AccountConnectionDialog::validate()
{
    const QUrl endpoint(m_endpoint->text().trimmed(), QUrl::StrictMode);
    const bool loopback = account::isLoopbackHost(endpoint.host());
    m_allowSelfSigned->setEnabled(loopback);
    QString endpointProblem;
    if (!m_endpoint->text().trimmed().isEmpty())
        if (const auto found = account::checkEndpoint(endpoint, loopback && m_allowSelfSigned->isChecked()))
            endpointProblem = explain(*found);
    const bool hasKey = !key().isEmpty();
    const bool base64 = hasKey
        && QByteArray::fromBase64Encoding(key(), QByteArray::AbortOnBase64DecodingErrors).decodingStatus
            == QByteArray::Base64DecodingStatus::Ok;
    const QString keyProblem = hasKey && !base64
        ? tr("The key is not base64 text; copy the account's primary or secondary key.")
        : QString();
    setFieldError(m_endpoint, endpointProblem);
    setFieldError(m_key, keyProblem);
    const QString problem = endpointProblem.isEmpty() ? keyProblem : endpointProblem;
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(problem.isEmpty() && !m_endpoint->text().trimmed().isEmpty()
            && !m_database->text().trimmed().isEmpty() && hasKey);
}

} // namespace cosmos
