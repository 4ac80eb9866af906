// SPDX-License-Identifier: MIT
#pragma once

#include <memory>
#include <optional>
#include <utility>

namespace cosmos {

// An optional value kept on the heap: one pointer where it is absent, which it is on
// almost every attribute of a model (a vector embedding, a full-text spec). Read and
// written as std::optional is; copies copy the value.
template <typename T> class Boxed {
public:
    using value_type = T;

    Boxed() = default;
    Boxed(std::nullopt_t) { }
    Boxed(const T &value)
        : m_value(std::make_unique<T>(value))
    { }
    Boxed(T &&value)
        : m_value(std::make_unique<T>(std::move(value)))
    { }
    Boxed(const Boxed &other)
        : m_value(other.m_value ? std::make_unique<T>(*other.m_value) : nullptr)
    { }
    Boxed(Boxed &&) noexcept = default;
    Boxed &operator=(const Boxed &other)
    {
        if (this != &other)
            m_value = other.m_value ? std::make_unique<T>(*other.m_value) : nullptr;
        return *this;
    }
    Boxed &operator=(Boxed &&) noexcept = default;
    Boxed &operator=(std::nullopt_t)
    {
        m_value.reset();
        return *this;
    }
    Boxed &operator=(const T &value)
    {
        m_value = std::make_unique<T>(value);
        return *this;
    }
    Boxed &operator=(T &&value)
    {
        m_value = std::make_unique<T>(std::move(value));
        return *this;
    }
    Boxed &operator=(const std::optional<T> &value)
    {
        m_value = value ? std::make_unique<T>(*value) : nullptr;
        return *this;
    }

    bool has_value() const { return m_value != nullptr; }
    explicit operator bool() const { return has_value(); }
    T &operator*() { return *m_value; }
    const T &operator*() const { return *m_value; }
    T *operator->() { return m_value.get(); }
    const T *operator->() const { return m_value.get(); }
    T value_or(T fallback) const { return m_value ? *m_value : std::move(fallback); }
    void reset() { m_value.reset(); }
    template <typename... Args> T &emplace(Args &&...args)
    {
        m_value = std::make_unique<T>(std::forward<Args>(args)...);
        return *m_value;
    }

    friend bool operator==(const Boxed &a, const Boxed &b)
    {
        return a.has_value() == b.has_value() && (!a.has_value() || *a == *b);
    }

private:
    std::unique_ptr<T> m_value;
};

} // namespace cosmos
