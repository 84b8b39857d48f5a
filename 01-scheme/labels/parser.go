package labels

import "fmt"

// token is what the lexer produces. Upstream: k8s.io/apimachinery/pkg/labels.Token.
type token int

const (
	errorToken token = iota
	endOfStringToken
	closedParToken
	commaToken
	doesNotExistToken
	doubleEqualsToken
	equalsToken
	greaterThanToken
	identifierToken // keys and values
	inToken
	lessThanToken
	notEqualsToken
	notInToken
	openParToken
)

// string2token maps literals to tokens (identifiers are everything else).
var string2token = map[string]token{
	")":     closedParToken,
	",":     commaToken,
	"!":     doesNotExistToken,
	"==":    doubleEqualsToken,
	"=":     equalsToken,
	">":     greaterThanToken,
	"in":    inToken,
	"<":     lessThanToken,
	"!=":    notEqualsToken,
	"notin": notInToken,
	"(":     openParToken,
}

// scannedItem is a token and its text.
type scannedItem struct {
	tok     token
	literal string
}

func isWhitespace(ch byte) bool {
	return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n'
}

// isSpecialSymbol reports whether ch starts an operator or punctuation.
func isSpecialSymbol(ch byte) bool {
	switch ch {
	case '=', '!', '(', ')', ',', '>', '<':
		return true
	}
	return false
}

// lexer splits a selector into tokens. Upstream: k8s.io/apimachinery/pkg/labels.Lexer.
type lexer struct {
	s   string
	pos int
}

// read returns the next byte, or 0 at the end.
func (l *lexer) read() (b byte) {
	if l.pos < len(l.s) {
		b = l.s[l.pos]
		l.pos++
	}
	return b
}

func (l *lexer) unread() { l.pos-- }

// scanIDOrKeyword reads up to the next special symbol or blank: a keyword
// ("in", "notin") or an identifier.
func (l *lexer) scanIDOrKeyword() (token, string) {
	var buffer []byte
	for {
		ch := l.read()
		if ch == 0 {
			break
		}
		if isSpecialSymbol(ch) || isWhitespace(ch) {
			l.unread()
			break
		}
		buffer = append(buffer, ch)
	}
	s := string(buffer)
	if tok, ok := string2token[s]; ok {
		return tok, s
	}
	return identifierToken, s
}

// scanSpecialSymbol reads the longest run of special symbols that is still
// a known operator: "!=" rather than "!" then "=".
func (l *lexer) scanSpecialSymbol() (token, string) {
	last := scannedItem{}
	var buffer []byte
	for {
		ch := l.read()
		if ch == 0 {
			break
		}
		if !isSpecialSymbol(ch) {
			l.unread()
			break
		}
		buffer = append(buffer, ch)
		if tok, ok := string2token[string(buffer)]; ok {
			last = scannedItem{tok: tok, literal: string(buffer)}
		} else if last.tok != errorToken {
			l.unread()
			break
		}
	}
	if last.tok == errorToken {
		return errorToken, fmt.Sprintf("error expected: keyword found '%s'", buffer)
	}
	return last.tok, last.literal
}

// lex returns the next token, skipping blanks.
func (l *lexer) lex() (token, string) {
	ch := l.read()
	for isWhitespace(ch) {
		ch = l.read()
	}
	switch {
	case ch == 0:
		return endOfStringToken, ""
	case isSpecialSymbol(ch):
		l.unread()
		return l.scanSpecialSymbol()
	default:
		l.unread()
		return l.scanIDOrKeyword()
	}
}

// parserContext tells whether "in" and "notin" are operators (after a key)
// or plain values ("x in (in)"). Upstream: k8s.io/apimachinery/pkg/labels.ParserContext.
type parserContext int

const (
	keyAndOperator parserContext = iota
	values
)

// parser is a recursive-descent parser over the scanned tokens.
// Upstream: k8s.io/apimachinery/pkg/labels.Parser.
type parser struct {
	l            *lexer
	scannedItems []scannedItem
	position     int
}

// lookahead returns the current token without consuming it.
func (p *parser) lookahead(ctx parserContext) (token, string) {
	tok, lit := p.scannedItems[p.position].tok, p.scannedItems[p.position].literal
	if ctx == values && (tok == inToken || tok == notInToken) {
		tok = identifierToken
	}
	return tok, lit
}

// consume returns the current token and moves past it.
func (p *parser) consume(ctx parserContext) (token, string) {
	tok, lit := p.lookahead(ctx)
	p.position++
	return tok, lit
}

// scan lexes the whole input up front, so the parser can look ahead.
func (p *parser) scan() {
	for {
		tok, lit := p.l.lex()
		p.scannedItems = append(p.scannedItems, scannedItem{tok, lit})
		if tok == endOfStringToken {
			return
		}
	}
}
