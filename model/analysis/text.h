// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <map>
#include <memory>
#include <vector>

namespace cosmos {

// A language to render the analysis's sentences in. English is the source text of
// every sentence; interface() is whatever translators the application installed
// (the GUI's language; none in the command-line tool, so English there too).
class Language {
public:
    static const Language &english();
    static const Language &interface();

    QString translate(const char *context, const char *source, const char *disambiguation, int n) const;

private:
    explicit Language(bool translated)
        : m_translated(translated)
    { }
    bool m_translated;
};

// A sentence of the analysis, kept as what it says rather than in one language: a
// translatable source text with its arguments, each of which may itself be a Text.
// The analysis is computed once and holds Texts; a view renders them in the
// interface language, an export in English, so no second analysis is needed for
// another language and no translator is swapped process-wide.
//
// arg() follows QString::arg exactly (numbers are formatted when passed: they read
// the same in every language), applied in the same order when rendered.
class Text {
public:
    Text() = default;
    // Words that are never translated: names, ids, numbers as printed.
    Text(const QString &literal); // NOLINT: a QString is a Text in every language
    Text(const char *) = delete;  // a literal sentence must say whether it is translated

    static Text translatable(const char *context, const char *source, const char *disambiguation = nullptr, int n = -1);
    // A source text known only at run time (the playbook catalog's, which has
    // {named} placeholders instead of %1).
    static Text translatableTemplate(const char *context, const QString &source, const QHash<QString, Text> &values);
    // The parts one after the other, `separator` between them.
    static Text joined(std::vector<Text> parts, const QString &separator);

    Text arg(const Text &a) const;
    Text arg(const QString &a) const { return arg(Text(a)); }
    Text arg(const Text &a1, const Text &a2) const { return args({a1, a2}); }
    Text arg(const Text &a1, const Text &a2, const Text &a3) const { return args({a1, a2, a3}); }
    Text arg(const Text &a1, const Text &a2, const Text &a3, const Text &a4) const { return args({a1, a2, a3, a4}); }
    Text arg(const Text &a1, const Text &a2, const Text &a3, const Text &a4, const Text &a5) const
    {
        return args({a1, a2, a3, a4, a5});
    }
    Text arg(const Text &a1, const Text &a2, const Text &a3, const Text &a4, const Text &a5, const Text &a6) const
    {
        return args({a1, a2, a3, a4, a5, a6});
    }
    Text arg(const Text &a1, const Text &a2, const Text &a3, const Text &a4, const Text &a5, const Text &a6,
        const Text &a7) const
    {
        return args({a1, a2, a3, a4, a5, a6, a7});
    }
    Text arg(const Text &a1, const Text &a2, const Text &a3, const Text &a4, const Text &a5, const Text &a6,
        const Text &a7, const Text &a8) const
    {
        return args({a1, a2, a3, a4, a5, a6, a7, a8});
    }
    Text arg(const Text &a1, const Text &a2, const Text &a3, const Text &a4, const Text &a5, const Text &a6,
        const Text &a7, const Text &a8, const Text &a9) const
    {
        return args({a1, a2, a3, a4, a5, a6, a7, a8, a9});
    }
    Text arg(int a, int fieldWidth = 0) const { return arg(Text(QStringLiteral("%1").arg(a, fieldWidth))); }
    Text arg(long a, int fieldWidth = 0) const { return arg(Text(QStringLiteral("%1").arg(a, fieldWidth))); }
    Text arg(long long a, int fieldWidth = 0) const { return arg(Text(QStringLiteral("%1").arg(a, fieldWidth))); }
    Text arg(unsigned long a, int fieldWidth = 0) const { return arg(Text(QStringLiteral("%1").arg(a, fieldWidth))); }
    Text arg(double a, int fieldWidth = 0, char format = 'g', int precision = -1) const
    {
        return arg(Text(QStringLiteral("%1").arg(a, fieldWidth, format, precision)));
    }

    // Appends words or another sentence (as QString's operator+ did).
    Text operator+(const Text &other) const { return joined({*this, other}, QString()); }
    Text &operator+=(const Text &other) { return *this = *this + other; }

    // Rendered in lower case (a title used inside a sentence).
    Text toLower() const;

    QString render(const Language &language) const;
    QString english() const { return render(Language::english()); }
    QString translated() const { return render(Language::interface()); }

    bool isEmpty() const;
    bool operator==(const Text &other) const;

private:
    // Immutable and shared: a Text is copied into lists, arguments and results many
    // times while the analysis runs, and a copy is one reference count.
    struct Node;
    explicit Text(std::shared_ptr<const Node> node);
    Text args(std::vector<Text> arguments) const;

    std::shared_ptr<const Node> m_node;
};

// The {name} placeholders of a text filled with their values; an unknown name stays
// as it is written.
QString fillTemplate(const QString &text, const QHash<QString, QString> &values);

// Sentences in order, with the parts of QStringList's interface the analysis uses.
// Implicitly shared like QStringList: the analysis copies its lists of reasons into
// every candidate key it ranks, and a copy is one reference count.
class Texts : public QList<Text> {
public:
    using QList<Text>::QList;
    Texts() = default;
    template <typename It> Texts(It first, It last)
        : QList<Text>(first, last)
    { }
    Texts &operator<<(const Text &text)
    {
        append(text);
        return *this;
    }
    Texts &operator<<(const Texts &texts)
    {
        append(texts);
        return *this;
    }
    bool contains(const Text &text) const { return std::find(begin(), end(), text) != end(); }
    Text join(const QString &separator) const { return Text::joined(std::vector<Text>(begin(), end()), separator); }
    Text join(QLatin1Char separator) const { return join(QString(separator)); }

    QStringList render(const Language &language) const;
    QStringList english() const { return render(Language::english()); }
    QStringList translated() const { return render(Language::interface()); }

    static Texts literals(const QStringList &strings) { return Texts(strings.begin(), strings.end()); }
};

inline Text operator+(const QString &left, const Text &right)
{
    return Text(left) + right;
}

// A translation context's name as a template argument: TextContext<"cosmos::AnalysisTr">.
template <size_t N>
struct ContextName {
    constexpr ContextName(const char (&name)[N]) { std::copy_n(name, N, value); } // NOLINT: implicit on purpose
    char value[N];
};

// A translation context whose tr() returns a Text, rendered later in the language of
// whoever shows it. A context is a class of its own, derived from this one, because
// lupdate names the context by the class written before ::tr.
template <ContextName Context>
struct TextContext {
    static Text tr(const char *source, const char *disambiguation = nullptr, int n = -1)
    {
        return Text::translatable(Context.value, source, disambiguation, n);
    }
};

} // namespace cosmos
