console.log('server placeholder');
