package labels

import (
	"fmt"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/selection"
)

// Parse reads a label selector. The grammar:
//
//	<selector-syntax>         ::= <requirement> | <requirement> "," <selector-syntax>
//	<requirement>             ::= [!] KEY [ <set-based-restriction> | <exact-match-restriction> ]
//	<set-based-restriction>   ::= "" | <inclusion-exclusion> <value-set>
//	<inclusion-exclusion>     ::= "in" | "notin"
//	<value-set>               ::= "(" <values> ")"
//	<values>                  ::= VALUE | VALUE "," <values>
//	<exact-match-restriction> ::= ["=" | "==" | "!=" | ">" | "<"] VALUE
//
// KEY is a qualified name, VALUE a label value (possibly empty); blanks
// between tokens are ignored. A bare KEY means it exists, !KEY that it does
// not; notin also matches objects without the key. The requirements come
// back sorted by key. Example: "x in (foo,,baz),y,z notin ()".
// Upstream: k8s.io/apimachinery/pkg/labels.Parse.
func Parse(selector string) (Selector, error) {
	parsed, err := parse(selector)
	if err != nil {
		return nil, err
	}
	return parsed, nil
}

// ParseToRequirements is Parse for callers that want the requirements.
// Upstream: k8s.io/apimachinery/pkg/labels.ParseToRequirements.
func ParseToRequirements(selector string) ([]Requirement, error) {
	return parse(selector)
}

func parse(selector string) (internalSelector, error) {
	p := &parser{l: &lexer{s: selector}}
	items, err := p.parse()
	if err != nil {
		return nil, err
	}
	sortByKey(items)
	return internalSelector(items), nil
}

// parse reads requirements separated by commas up to the end.
func (p *parser) parse() (internalSelector, error) {
	p.scan()
	var requirements internalSelector
	for {
		tok, lit := p.lookahead(values)
		switch tok {
		case identifierToken, doesNotExistToken:
			r, err := p.parseRequirement()
			if err != nil {
				return nil, fmt.Errorf("unable to parse requirement: %w", err)
			}
			requirements = append(requirements, *r)
			t, l := p.consume(values)
			switch t {
			case endOfStringToken:
				return requirements, nil
			case commaToken:
				if t2, l2 := p.lookahead(values); t2 != identifierToken && t2 != doesNotExistToken {
					return nil, fmt.Errorf("found '%s', expected: identifier after ','", l2)
				}
			default:
				return nil, fmt.Errorf("found '%s', expected: ',' or 'end of string'", l)
			}
		case endOfStringToken:
			return requirements, nil
		default:
			return nil, fmt.Errorf("found '%s', expected: !, identifier, or 'end of string'", lit)
		}
	}
}

// parseRequirement reads one requirement: key, operator, values.
func (p *parser) parseRequirement() (*Requirement, error) {
	key, operator, err := p.parseKeyAndInferOperator()
	if err != nil {
		return nil, err
	}
	if operator == selection.Exists || operator == selection.DoesNotExist {
		return NewRequirement(key, operator, []string{})
	}
	if operator, err = p.parseOperator(); err != nil {
		return nil, err
	}
	var vals []string
	switch operator {
	case selection.In, selection.NotIn:
		vals, err = p.parseValues()
	default:
		vals, err = p.parseExactValue()
	}
	if err != nil {
		return nil, err
	}
	return NewRequirement(key, operator, sortedSet(vals))
}

// parseKeyAndInferOperator reads [!]KEY; the operator is Exists or
// DoesNotExist when nothing but ',' or the end follows the key.
func (p *parser) parseKeyAndInferOperator() (string, selection.Operator, error) {
	var operator selection.Operator
	tok, literal := p.consume(values)
	if tok == doesNotExistToken {
		operator = selection.DoesNotExist
		tok, literal = p.consume(values)
	}
	if tok != identifierToken {
		return "", "", fmt.Errorf("found '%s', expected: identifier", literal)
	}
	if err := validateLabelKey(literal, nilPath); err != nil {
		return "", "", err
	}
	if t, _ := p.lookahead(values); t == endOfStringToken || t == commaToken {
		if operator != selection.DoesNotExist {
			operator = selection.Exists
		}
	}
	return literal, operator, nil
}

// parseOperator reads a binary operator.
func (p *parser) parseOperator() (selection.Operator, error) {
	tok, lit := p.consume(keyAndOperator)
	switch tok {
	case inToken:
		return selection.In, nil
	case equalsToken:
		return selection.Equals, nil
	case doubleEqualsToken:
		return selection.DoubleEquals, nil
	case greaterThanToken:
		return selection.GreaterThan, nil
	case lessThanToken:
		return selection.LessThan, nil
	case notInToken:
		return selection.NotIn, nil
	case notEqualsToken:
		return selection.NotEquals, nil
	}
	// "!" lands here too: it is unary, and only allowed before a key.
	return "", fmt.Errorf("found '%s', expected: %v", lit, strings.Join(binaryOperators, ", "))
}

// parseValues reads "(a,b,...)"; "()" is the set holding "".
func (p *parser) parseValues() ([]string, error) {
	tok, lit := p.consume(values)
	if tok != openParToken {
		return nil, fmt.Errorf("found '%s' expected: '('", lit)
	}
	tok, lit = p.lookahead(values)
	switch tok {
	case identifierToken, commaToken:
		s, err := p.parseIdentifiersList()
		if err != nil {
			return s, err
		}
		if tok, _ = p.consume(values); tok != closedParToken {
			return nil, fmt.Errorf("found '%s', expected: ')'", lit)
		}
		return s, nil
	case closedParToken:
		p.consume(values)
		return []string{""}, nil
	default:
		return nil, fmt.Errorf("found '%s', expected: ',', ')' or identifier", lit)
	}
}

// parseIdentifiersList reads comma-separated, possibly empty values up to
// ')', which it leaves for the caller: "a,,b" holds "a", "" and "b".
func (p *parser) parseIdentifiersList() ([]string, error) {
	var s []string
	for {
		tok, lit := p.consume(values)
		switch tok {
		case identifierToken:
			s = append(s, lit)
			switch tok2, lit2 := p.lookahead(values); tok2 {
			case commaToken:
				continue
			case closedParToken:
				return s, nil
			default:
				return nil, fmt.Errorf("found '%s', expected: ',' or ')'", lit2)
			}
		case commaToken: // "(," or ",," or ",)": an empty value
			if len(s) == 0 {
				s = append(s, "")
			}
			tok2, _ := p.lookahead(values)
			if tok2 == closedParToken {
				return append(s, ""), nil
			}
			if tok2 == commaToken {
				p.consume(values)
				s = append(s, "")
			}
		default:
			return s, fmt.Errorf("found '%s', expected: ',', or identifier", lit)
		}
	}
}

// parseExactValue reads the single value after =, ==, !=, > or <; nothing
// before ',' or the end is the empty value.
func (p *parser) parseExactValue() ([]string, error) {
	if tok, _ := p.lookahead(values); tok == endOfStringToken || tok == commaToken {
		return []string{""}, nil
	}
	tok, lit := p.consume(values)
	if tok == identifierToken {
		return []string{lit}, nil
	}
	return nil, fmt.Errorf("found '%s', expected: identifier", lit)
}
